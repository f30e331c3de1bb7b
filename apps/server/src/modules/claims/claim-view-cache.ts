import { LRUCache } from 'lru-cache';
import type { Actor } from '../../auth/actor.ts';
import { CompiledQueries } from '../../db/compiled-queries.ts';
import type { Db } from '../../db/database.ts';
import { type AccessOptions, claimReach, visibilityKey, visibleWithin } from './claim-access.ts';
import { type ClaimView, claimsWithOrganisationNames, loadClaimView } from './queries.ts';

interface VersionRow {
  viewVersion: number;
  clientOrganisationName: string;
  repairerOrganisationName: string | null;
}

/**
 * Claims' views (row, comments, timeline, files) kept by this node and reused while the database says
 * they are current: each read asks for the claim's `view_version` (moved on by triggers with every
 * change to any of those, migration 0010) together with the reader's reach and the organisations' names,
 * in one indexed lookup, and reloads the view only when the version has moved. Nothing here can be
 * stale — the version is read from PostgreSQL on every request, on every node — and nothing needs
 * telling when a claim changes. What it saves is the view's query and the parsing of its JSON arrays.
 */
export class ClaimViewCache {
  readonly #views: LRUCache<string, ClaimView & { viewVersion: number }> | null;
  /** The version check, compiled once per reach: it runs on every read. */
  readonly #versions = new CompiledQueries<VersionRow>();

  /** `max` views at most (a few kilobytes each); 0: every read loads the view. */
  constructor(max: number) {
    this.#views = max > 0 ? new LRUCache({ max }) : null;
  }

  /** The claim as the actor may see it (undefined: out of reach, or no such claim). */
  async read(db: Db, id: string, actor: Actor, options: AccessOptions = {}): Promise<ClaimView | undefined> {
    const kept = this.#views?.get(id);
    if (!kept) return this.#load(db, id, actor, options);
    const reach = claimReach(actor);
    const current = await this.#versions.takeFirst(db, visibilityKey(reach, options), id, (claimId) =>
      claimsWithOrganisationNames(db)
        .select('claims.viewVersion')
        .where('claims.id', '=', claimId)
        .where(visibleWithin(reach, options)),
    );
    if (!current) return undefined;
    if (current.viewVersion !== kept.viewVersion) return this.#load(db, id, actor, options);
    // The names are not part of the version (an organisation renamed): they come fresh with it.
    const { clientOrganisationName, repairerOrganisationName } = current;
    return { ...kept, claim: { ...kept.claim, clientOrganisationName, repairerOrganisationName } };
  }

  async #load(db: Db, id: string, actor: Actor, options: AccessOptions): Promise<ClaimView | undefined> {
    const view = await loadClaimView(db, id, { actor, options });
    // Kept under the version it was read at, which may be newer than one asked for a moment before.
    if (view) this.#views?.set(id, { ...view, viewVersion: view.claim.viewVersion });
    return view;
  }
}
