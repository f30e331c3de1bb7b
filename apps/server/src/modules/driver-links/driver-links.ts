import { randomUUID } from 'node:crypto';
import {
  DRIVER_LINK_MESSAGES,
  DRIVER_LINK_PAGES,
  type DriverLinkPathIds,
  type DriverLinkPurpose,
  type DriverLinkState,
  driverLinkPath,
  type TDriverLink,
} from '@fixline/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DriverLinkTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { Clock } from '../../jobs/clock.ts';
import { driverLinkToken, hashDriverLinkToken, loadDriverLinkKey } from './driver-link-token.ts';

type DriverLinkRow = Selectable<DriverLinkTable>;

export interface IssueDriverLink {
  claimId: string;
  purpose: DriverLinkPurpose;
  /** How long it works. */
  ttlMs: number;
  /** The member of staff who issued it; null when the product did (a mail on a claim action). */
  createdBy: string | null;
  /** The object the page's path names besides the claim, e.g. the quote of /quote-accept/:quoteId. */
  subjectId?: string;
}

/** A link just issued: the token and address are for the driver, never for a log. */
export interface IssuedDriverLink {
  id: string;
  token: string;
  /** The driver's page for it, when the purpose has one (DRIVER_LINK_PAGES). */
  url: string | null;
  expiresAt: Date;
}

/** What a working link opens. */
export interface ResolvedDriverLink {
  linkId: string;
  claimId: string;
  /** The object it was issued for besides the claim (a quote), if any. */
  subjectId: string | null;
}

/** How long a link staff issue works, unless they say otherwise: long enough for a repair to finish. */
export const DEFAULT_DRIVER_LINK_TTL_MS = 30 * 24 * 3_600_000;

/**
 * Driver links (issue 24, decision 0045): a driver's key to one page of one claim. Every module that
 * sends a driver somewhere issues one here, in the transaction of the change that calls for it, and
 * every public route a driver uses resolves its token here.
 */
export interface DriverLinks {
  issue(trx: Db, link: IssueDriverLink): Promise<IssuedDriverLink>;
  /**
   * The claim a token opens for this purpose, and it is marked used. Throws 404 for a forged token or
   * one for another purpose, 410 for an expired or revoked one, with the way to a new one.
   */
  resolve(db: Db, token: string, purpose: DriverLinkPurpose): Promise<ResolvedDriverLink>;
  /** Revokes a claim's link (no-op if it already is); answers it, or null if the claim has no such link. */
  revoke(trx: Db, claimId: string, linkId: string): Promise<DriverLinkRow | null>;
  /** The driver's address for a stored link, recomputed from the row: staff copy it again. */
  urlOf(link: DriverLinkRow): string | null;
  /** A stored link as staff see it. */
  present(link: DriverLinkRow): TDriverLink;
}

export async function createDriverLinks(
  db: Db,
  { publicUrl, clock }: { publicUrl: string; clock: Clock },
): Promise<DriverLinks> {
  const key = await loadDriverLinkKey(db);

  const urlFor = (purpose: DriverLinkPurpose, token: string, ids: DriverLinkPathIds) =>
    purpose in DRIVER_LINK_PAGES
      ? `${publicUrl}${driverLinkPath(purpose as keyof typeof DRIVER_LINK_PAGES, token, ids)}`
      : null;

  const stateOf = (link: DriverLinkRow): DriverLinkState => {
    if (link.revokedAt) return 'revoked';
    return link.expiresAt.getTime() <= clock.now().getTime() ? 'expired' : 'active';
  };

  const links: DriverLinks = {
    async issue(trx, { claimId, purpose, ttlMs, createdBy, subjectId = null }) {
      // The id is chosen here, as the token signs it and only the token's hash is stored.
      const id = randomUUID();
      const createdAt = clock.now();
      const expiresAt = new Date(createdAt.getTime() + ttlMs);
      const token = driverLinkToken(key, { id, purpose, claimId, expiresAt });
      await trx
        .insertInto('driverLinks')
        .values({
          id,
          claimId,
          purpose,
          tokenHash: hashDriverLinkToken(token),
          expiresAt,
          createdBy,
          createdAt,
          subjectId,
        })
        .execute();
      return { id, token, url: urlFor(purpose, token, { claimId, subjectId }), expiresAt };
    },

    async resolve(database, token, purpose) {
      const link = await database
        .selectFrom('driverLinks')
        .selectAll()
        .where('tokenHash', '=', hashDriverLinkToken(token))
        .executeTakeFirst();
      if (!link || link.purpose !== purpose) throw notFound(DRIVER_LINK_MESSAGES.notFound);
      const state = stateOf(link);
      if (state !== 'active') throw new HttpError(410, DRIVER_LINK_MESSAGES[state]);
      await database.updateTable('driverLinks').set({ lastUsedAt: clock.now() }).where('id', '=', link.id).execute();
      return { linkId: link.id, claimId: link.claimId, subjectId: link.subjectId };
    },

    async revoke(trx, claimId, linkId) {
      const link = await trx
        .updateTable('driverLinks')
        .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.val(clock.now())) }))
        .where('id', '=', linkId)
        .where('claimId', '=', claimId)
        .returningAll()
        .executeTakeFirst();
      return link ?? null;
    },

    urlOf: (link) => urlFor(link.purpose, driverLinkToken(key, link), link),

    present: (link) => ({
      id: link.id,
      purpose: link.purpose,
      url: stateOf(link) === 'active' ? links.urlOf(link) : null,
      state: stateOf(link),
      expiresAt: link.expiresAt.toISOString(),
      createdAt: link.createdAt.toISOString(),
      lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    }),
  };
  return links;
}
