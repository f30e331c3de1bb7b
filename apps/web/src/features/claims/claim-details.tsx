import {
  CLAIM_FIELD_LABELS,
  CLAIM_PAYER_LABELS,
  type ClaimDetailField,
  formatMoney,
  formatRegistration,
  type TClaim,
  VEHICLE_LOCATION_LABELS,
} from '@fixline/domain';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { type Detail, DetailList } from '../../components/detail-list.tsx';
import { formatDate } from '../../components/format-date.ts';
import { MOBILE_QUERY } from '../../theme.ts';
import { needsText } from '../marketplace/marketplace-text.ts';
import { AddressDirections } from './address-directions.tsx';
import { ClaimSection } from './claim-section.tsx';

/** Phones get 44px touch targets (docs/ui.md), also for the customer's email and phone links. */
const contactLink = { [`@media ${MOBILE_QUERY}`]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } };

const detail = (claim: TClaim, field: ClaimDetailField, show?: (value: string) => ReactNode): Detail => {
  const value = claim[field];
  return { term: CLAIM_FIELD_LABELS[field], value: value !== null && show ? show(String(value)) : value };
};

const yesNo = (value: string) => (value === 'true' ? 'Yes' : 'No');

export function VehicleDetails({ claim }: { claim: TClaim }) {
  return (
    <ClaimSection title="Vehicle">
      <DetailList
        details={[
          detail(claim, 'registration', formatRegistration),
          detail(claim, 'make'),
          detail(claim, 'model'),
          detail(claim, 'colour'),
          detail(claim, 'year'),
          detail(claim, 'fuelType'),
        ]}
      />
    </ClaimSection>
  );
}

/** The customer's contact details; a repairer who is not assigned yet gets them empty (redacted). */
export function CustomerDetails({ claim }: { claim: TClaim }) {
  return (
    <ClaimSection title="Customer">
      <DetailList
        details={[
          detail(claim, 'customerName'),
          detail(claim, 'customerEmail', (email) => (
            <Link href={`mailto:${email}`} sx={contactLink}>
              {email}
            </Link>
          )),
          detail(claim, 'customerPhone', (phone) => (
            <Link href={`tel:${phone.replace(/\s/g, '')}`} sx={contactLink}>
              {phone}
            </Link>
          )),
          detail(claim, 'addressLine1'),
          detail(claim, 'addressLine2'),
          detail(claim, 'town'),
          detail(claim, 'postcode'),
        ]}
      />
      <AddressDirections claim={claim} />
    </ClaimSection>
  );
}

export function DamageDetails({ claim }: { claim: TClaim }) {
  return (
    <ClaimSection title="Damage">
      <DetailList
        details={[
          detail(claim, 'incidentDate', formatDate),
          detail(claim, 'incidentTime'),
          detail(claim, 'incidentPostcode'),
          {
            term: CLAIM_FIELD_LABELS.vehicleLocation,
            value:
              claim.vehicleLocation &&
              [
                VEHICLE_LOCATION_LABELS[claim.vehicleLocation],
                claim.vehicleLocation === 'elsewhere' ? claim.vehiclePostcode : null,
              ]
                .filter(Boolean)
                .join(', '),
          },
          detail(claim, 'damageDescription'),
          { term: CLAIM_FIELD_LABELS.needs, value: needsText(claim.needs) },
          detail(claim, 'injuries', yesNo),
          detail(claim, 'thirdPartyInvolved', yesNo),
        ]}
      />
    </ClaimSection>
  );
}

/**
 * Who pays the repair and the driver's policy (decision 0082). The policy number is for those who also see
 * the client's cost (the client and the platform): a garage sees who pays and the excess it may collect.
 */
export function PolicyDetails({ claim }: { claim: TClaim }) {
  return (
    <ClaimSection title="Payment and policy">
      <DetailList
        details={[
          { term: CLAIM_FIELD_LABELS.payer, value: CLAIM_PAYER_LABELS[claim.payer] },
          ...('cost' in claim.costs ? [{ term: CLAIM_FIELD_LABELS.policyNumber, value: claim.policyNumber }] : []),
          { term: CLAIM_FIELD_LABELS.excess, value: claim.excess === null ? 'None' : formatMoney(claim.excess) },
          { term: CLAIM_FIELD_LABELS.vatRegistered, value: claim.vatRegistered ? 'Yes' : 'No' },
        ]}
      />
    </ClaimSection>
  );
}
