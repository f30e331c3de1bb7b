import type { ClaimPayer, ClaimStatus, ClaimTrack, TClaimDetails } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { detailColumns } from './claim-details.ts';
import { type HistoryEntry, recordHistory } from './claim-history.ts';
import { claimPlace } from './claim-place.ts';

export interface NewClaim {
  details: TClaimDetails;
  status: ClaimStatus;
  track: ClaimTrack;
  clientOrganisationId: string;
  repairerOrganisationId?: string | null;
  createdBy?: string | null;
  premiaReference?: string | null;
  /** Who pays (the domain's defaultPayer of the track unless the client said) and the driver's policy. */
  payer: ClaimPayer;
  policyNumber?: string | null;
  excess?: number | null;
  vatRegistered?: boolean;
}

/** A claim just made, as its maker goes on with it: the driver's contact is for their tracking link's mail. */
export interface InsertedClaim {
  id: string;
  reference: number;
  status: ClaimStatus;
  customerEmail: string | null;
  customerName: string | null;
}

/** Writes a new claim and the first line of its timeline (who brought it in, and how), in the caller's transaction. */
export async function insertClaim(
  trx: Db,
  claim: NewClaim,
  intake: Pick<HistoryEntry, 'actor' | 'actorName' | 'action'>,
): Promise<InsertedClaim> {
  const { details, ...state } = claim;
  const row = await trx
    .insertInto('claims')
    .values({
      ...detailColumns(details),
      ...claimPlace(details),
      type: details.type,
      registration: details.registration,
      ...state,
    })
    .returning(['id', 'reference', 'status', 'customerEmail', 'customerName'])
    .executeTakeFirstOrThrow();
  await recordHistory(trx, { ...intake, claimId: row.id, from: null, to: row.status });
  return row;
}
