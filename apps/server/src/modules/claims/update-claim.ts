import { isDeepStrictEqual } from 'node:util';
import {
  CLAIM_FIELD_LABELS,
  type ClaimDetailField,
  type ClaimPolicyField,
  ERROR_MESSAGES,
  type TClaim,
  type TClaimDetails,
  type TClaimPolicy,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { conflict } from '../../http/http-error.ts';
import { detailColumns } from './claim-details.ts';
import { recordHistory } from './claim-history.ts';
import { claimPlace, movesPlace, PLACE_FIELDS } from './claim-place.ts';
import { lockClaimForAction } from './lock-claim-for-action.ts';
import { presentClaim } from './present-claim.ts';
import { loadClaimView } from './queries.ts';

type EditableField = ClaimDetailField | ClaimPolicyField;

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
/** A label inside a sentence: 'Customer name' → 'customer name'; an acronym stays ('VAT registered'). */
const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.toLowerCase());

/**
 * PUT /api/claims/{id}: change the claim's details, and who pays and the driver's policy (decision 0082:
 * the client's and the platform's, who alone may take `update`, while the claim is open). The editor
 * sends the version they started from; if someone changed the claim meanwhile the answer is 409 and
 * nothing is overwritten. Each change is named in the timeline.
 */
export async function updateClaim(
  store: ClaimStore,
  actor: Actor,
  id: string,
  body: Partial<TClaimDetails & TClaimPolicy> & { version: number },
): Promise<TClaim> {
  return withClaimEvents(store, async (trx, emit) => {
    const claim = await lockClaimForAction(trx, actor, id, 'update');
    if (claim.version !== body.version) throw conflict(ERROR_MESSAGES.claimChangedMeanwhile);

    const { version: _version, ...details } = body;
    const requested = detailColumns(details);
    const changed = Object.fromEntries(
      Object.entries(requested).filter(([field, value]) => !isDeepStrictEqual(claim[field as EditableField], value)),
    );
    // The place follows the postcodes and where the vehicle is, the edit's over the claim's own.
    const place = movesPlace(details) ? claimPlace({ ...pick(claim, PLACE_FIELDS), ...details }) : {};
    const fields = Object.keys(changed) as EditableField[];
    if (fields.length > 0) {
      await trx
        .updateTable('claims')
        .set({ ...changed, ...place, version: sql`version + 1`, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      await recordHistory(trx, {
        claimId: id,
        actor: { userId: actor.userId, name: actor.name },
        action: 'update',
        comment: `Changed ${fields.map((f) => inSentence(CLAIM_FIELD_LABELS[f])).join(', ')}`,
      });
      await emit({ type: 'ClaimUpdated', claimId: id, actor: { userId: actor.userId, name: actor.name } });
    }
    const view = await loadClaimView(trx, id);
    if (!view) throw new Error('A locked claim vanished');
    return presentClaim(view, actor);
  });
}
