import {
  CAPABILITY_LABELS,
  directionsLink,
  errorText,
  formatMiles,
  GARAGE_MESSAGES,
  isPermitted,
  openDaysText,
  type TGarage,
} from '@fixline/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import DirectionsIcon from '@mui/icons-material/Directions';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { ObjectNotFound } from '../../components/object-not-found.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { showToast } from '../../shell/toasts.ts';
import { GarageDetailsForm } from './garage-details-form.tsx';
import { GarageLocationForm } from './garage-location-form.tsx';
import { deleteGarage, GARAGES_PATH, garagesKey, useGarage } from './garages-api.ts';

function DeleteGarage({ garage }: { garage: TGarage }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteGarage(garage.id);
      queryClient.removeQueries({ queryKey: [...garagesKey, 'one', garage.id] });
      await queryClient.invalidateQueries({ queryKey: garagesKey });
      showToast(GARAGE_MESSAGES.deleted, { variant: 'success' });
      navigate(GARAGES_PATH);
    } catch (error) {
      showToast(errorText(error), { variant: 'error' });
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete garage
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this garage?"
        text={`${garage.name} goes from the lists and the map, and the marketplace no longer measures from it.`}
        confirmLabel="Delete garage"
        color="error"
        busy={busy}
        onConfirm={(event) => {
          event.preventDefault();
          void confirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function GarageView({ garage }: { garage: TGarage }) {
  const { user } = useAuth();
  const updates = isPermitted(user, { privileges: ['UpdateGarages'] });
  const moves = isPermitted(user, { privileges: ['SuperAdminRepairerLocation'] });
  const deletes = isPermitted(user, { privileges: ['DeleteGarages'] });
  const directions = directionsLink(garage, {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
          {garage.name}
        </Typography>
        <Button
          href={directions.href}
          variant="outlined"
          startIcon={<DirectionsIcon />}
          {...(directions.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          Directions
        </Button>
      </Stack>
      <PageSection title="Details">
        <DetailList
          details={[
            { term: 'Organisation', value: garage.organisationName },
            { term: 'Address', value: [garage.addressLine1, garage.town, garage.postcode].filter(Boolean).join(', ') },
            { term: 'Phone', value: garage.phone },
            { term: 'Opening hours', value: garage.openingHours },
            { term: 'Open on', value: `${openDaysText(garage.openDays)}, until ${garage.closesAt}` },
            {
              term: 'Work it does',
              value: garage.capabilities.map((c) => CAPABILITY_LABELS[c]).join(', '),
            },
            { term: 'Serves within', value: formatMiles(garage.serviceRadiusKm) },
            { term: 'Place', value: `${garage.latitude}, ${garage.longitude}` },
          ]}
        />
      </PageSection>
      {updates && (
        <PageSection title="Edit details">
          <GarageDetailsForm key={garage.id} garage={garage} />
        </PageSection>
      )}
      {moves && (
        <PageSection title="Location">
          <GarageLocationForm key={`${garage.id}-${garage.latitude}-${garage.longitude}`} garage={garage} />
        </PageSection>
      )}
      {deletes && (
        <Stack direction="row">
          <DeleteGarage garage={garage} />
        </Stack>
      )}
    </Stack>
  );
}

/** /garages/{id}: one garage's details; its edit, location and delete by privilege. */
export default function GaragePage() {
  const { id = '' } = useParams();
  const garage = useGarage(id);
  if (garage.isPending) return <PageSkeleton />;
  if (isApiError(garage.error, 404) || isApiError(garage.error, 400))
    return <ObjectNotFound message={GARAGE_MESSAGES.notFound} back={GARAGES_PATH} backLabel="Back to garages" />;
  if (garage.isError) return <QueryErrorAlert query={garage} />;
  return <GarageView key={garage.data.id} garage={garage.data} />;
}
