import {
  DRIVER_LINK_MESSAGES,
  type DriverLinkPurpose,
  type IssuableDriverLinkPurpose,
  PAYMENT_MESSAGES,
  type TDriverLink,
} from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { owedOn } from '../payments/amount-owed.ts';
import { DEFAULT_DRIVER_LINK_TTL_MS } from './driver-links.ts';
import { mailDriverLink } from './mail-driver-link.ts';
import { findStaffClaim } from './staff-claim.ts';

type Context = Pick<AppContext, 'db' | 'driverLinks'>;

const LINK_NOT_FOUND = 'Driver link not found';

/** A claim's driver links, newest first, with their addresses while they work. */
export async function listDriverLinks(
  { db, driverLinks }: Context,
  actor: Actor,
  claimId: string,
): Promise<TDriverLink[]> {
  const claim = await findStaffClaim(db, actor, claimId);
  const rows = await db
    .selectFrom('driverLinks')
    .selectAll()
    .where('claimId', '=', claim.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(driverLinks.present);
}

/**
 * A payment link is for a driver who owes something (decision 0082): on a claim whose driver owes
 * nothing (an insured claim without an excess, a retail claim not quoted or paid) it is refused, 409.
 */
async function refuseNeedlessPaymentLink(trx: Db, claimId: string, purpose: DriverLinkPurpose): Promise<void> {
  if (purpose !== 'payment') return;
  const claim = await trx
    .selectFrom('claims')
    .select(['id', 'cost', 'payer', 'excess', 'vatRegistered'])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  if ((await owedOn(trx, claim)) === 0) throw conflict(PAYMENT_MESSAGES.noPaymentLink);
}

export async function issueStaffDriverLink(
  { db, driverLinks }: Context,
  actor: Actor,
  claimId: string,
  purpose: IssuableDriverLinkPurpose,
): Promise<TDriverLink> {
  const claim = await findStaffClaim(db, actor, claimId);
  // The answer carries the link's address: a retry with the same Idempotency-Key gets this link again.
  return idempotentTransaction(db, async (trx) => {
    await refuseNeedlessPaymentLink(trx, claim.id, purpose);
    const { id } = await driverLinks.issue(trx, {
      claimId: claim.id,
      purpose,
      ttlMs: DEFAULT_DRIVER_LINK_TTL_MS,
      createdBy: actor.userId,
    });
    const row = await trx.selectFrom('driverLinks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return driverLinks.present(row);
  });
}

export async function revokeDriverLink(
  { db, driverLinks, realtime }: Context & Pick<AppContext, 'realtime'>,
  actor: Actor,
  claimId: string,
  linkId: string,
): Promise<TDriverLink> {
  const claim = await findStaffClaim(db, actor, claimId);
  const link = await driverLinks.revoke(db, claim.id, linkId);
  if (!link) throw notFound(LINK_NOT_FOUND);
  // A tracking page open with it stops hearing of the claim at once.
  if (link.purpose === 'tracking') realtime.endTrackingLink(link.id);
  return driverLinks.present(link);
}

/** Mails a working link to the claim's customer again; the mail is on the Sent mail page. */
export async function resendDriverLink(
  { db, driverLinks }: Context,
  actor: Actor,
  claimId: string,
  linkId: string,
): Promise<{ mailId: string; to: string }> {
  const claim = await findStaffClaim(db, actor, claimId);
  const link = await db
    .selectFrom('driverLinks')
    .selectAll()
    .where('id', '=', linkId)
    .where('claimId', '=', claim.id)
    .executeTakeFirst();
  if (!link) throw notFound(LINK_NOT_FOUND);
  const presented = driverLinks.present(link);
  if (presented.state !== 'active' || !presented.url) throw conflict(DRIVER_LINK_MESSAGES.notActive);
  const to = claim.customerEmail;
  if (!to) throw conflict(DRIVER_LINK_MESSAGES.noCustomerEmail);
  const url = presented.url;
  return idempotentTransaction(db, async (trx) => {
    await refuseNeedlessPaymentLink(trx, claim.id, link.purpose);
    const mailId = await mailDriverLink(
      trx,
      { ...claim, customerEmail: to },
      { purpose: link.purpose, url, expiresAt: link.expiresAt },
    );
    return { mailId, to };
  });
}
