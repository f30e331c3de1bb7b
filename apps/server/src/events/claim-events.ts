import type { AlsoTold, NotificationType, TNotificationPayload } from '@fixline/domain';
import type { Db } from '../db/database.ts';
import { idempotentTransaction } from '../idempotency/idempotent-transaction.ts';

/** Something that happened to a claim that people concerned should hear about (spec 9's event texts). */
export interface ClaimEvent {
  type: NotificationType;
  claimId: string;
  /** Who caused it; null for a driver without an account or the system. */
  actor: { userId: string; name: string } | null;
  payload?: TNotificationPayload;
  /**
   * Repairers or bodyshops that hear of this besides the claim's parties, by what they are to it: the
   * losing bidders of a choice, the repairer a change replaced. Each reads their own text
   * (notification-texts.ts); opening it leads them to their own record of the claim.
   */
  alsoTell?: AlsoTold;
  /** The garage the event is about, by name, when it is not the claim's repairer (a bid's garage). */
  garage?: string;
}

/** Work to do once the transaction that recorded an event has committed (sockets, pushes). */
export type AfterCommit = () => void;

/**
 * Whoever reacts to claim events (the notifications module). `record` runs inside the transaction that
 * made the change, so the change and its notifications are stored together or not at all; what it
 * answers runs after the commit, so nobody hears of a change that was rolled back.
 */
export interface ClaimEvents {
  record(trx: Db, event: ClaimEvent): Promise<AfterCommit>;
}

/** Several listeners as one: each records in the transaction, and each delivers after the commit. */
export function combineClaimEvents(...listeners: ClaimEvents[]): ClaimEvents {
  return {
    record: async (trx, event) => {
      const deliveries: AfterCommit[] = [];
      for (const listener of listeners) deliveries.push(await listener.record(trx, event));
      return () => {
        for (const deliver of deliveries) deliver();
      };
    },
  };
}

export type Emit = (event: ClaimEvent) => Promise<void>;

/** What an operation that changes claims needs: the database, and where to announce what changed. */
export interface ClaimStore {
  db: Db;
  events: ClaimEvents;
}

/**
 * One transaction whose events are recorded in it and delivered after it commits. It is idempotent
 * (idempotent-transaction.ts): what `work` returns is the answer a retry with the same key gets.
 */
export async function withClaimEvents<T>(
  { db, events }: ClaimStore,
  work: (trx: Db, emit: Emit) => Promise<T>,
): Promise<T> {
  const afterCommit: AfterCommit[] = [];
  const result = await idempotentTransaction(db, (trx) =>
    work(trx, async (event) => {
      afterCommit.push(await events.record(trx, event));
    }),
  );
  for (const deliver of afterCommit) deliver();
  return result;
}
