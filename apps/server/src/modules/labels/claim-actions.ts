import { LABEL_MESSAGES } from '@fixline/domain';
import { notFound } from '../../http/http-error.ts';
import type { ClaimActionHandlers, EffectRule } from '../claims/claim-action-handlers.ts';
import { findLabelByName } from './label-queries.ts';

/** Only a label that exists goes on a claim, in the label's own spelling; any name on the claim comes off. */
function label(add: boolean): EffectRule {
  return async ({ trx, claim, input }) => {
    let name = input.label as string;
    if (add) {
      const known = await findLabelByName(trx, name);
      if (!known) throw notFound(LABEL_MESSAGES.notFound);
      name = known.name;
    }
    if (claim.labels.includes(name) === add) return null;
    const labels = add ? [...claim.labels, name] : claim.labels.filter((l) => l !== name);
    return { changes: { labels }, comment: name };
  };
}

/** The labels' part of the claim actions: a label put on a claim or taken off. */
export const labelHandlers: ClaimActionHandlers = {
  effects: { 'add-label': label(true), 'remove-label': label(false) },
};
