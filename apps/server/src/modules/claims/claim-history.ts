import type { ClaimStatus } from '@fixline/domain';
import type { Db } from '../../db/database.ts';

export interface HistoryEntry {
  claimId: string;
  /** Null for a driver without an account (FNOL) or the system. */
  actor: { userId: string; name: string } | null;
  actorName?: string;
  action: string;
  from?: ClaimStatus | null;
  to?: ClaimStatus | null;
  comment?: string | null;
}

/** One timeline row, written in the same transaction as the change it records. */
export async function recordHistory(trx: Db, entry: HistoryEntry): Promise<void> {
  const moved = entry.from !== entry.to;
  await trx
    .insertInto('claimHistory')
    .values({
      claimId: entry.claimId,
      actorId: entry.actor?.userId ?? null,
      actorName: entry.actor?.name ?? entry.actorName ?? null,
      action: entry.action,
      fromStatus: moved ? (entry.from ?? null) : null,
      toStatus: moved ? (entry.to ?? null) : null,
      comment: entry.comment ?? null,
    })
    .execute();
}
