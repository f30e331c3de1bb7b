import { describe, expect, it } from 'vitest';
import {
  type ActionEffect,
  combineActionHandlers,
  type EffectContext,
  type FollowUpContext,
} from './claim-action-handlers.ts';

// The rules under test read nothing of their context.
const context = {} as EffectContext;
const followUpContext = {} as FollowUpContext;
const answer = (effect: ActionEffect) => () => effect;

describe('combineActionHandlers', () => {
  it('keeps an action’s one effect as it is, and leaves an action no module lists out', () => {
    const only = answer({ changes: { labels: ['x'] } });
    const table = combineActionHandlers({ effects: { 'add-label': only } }, { effects: {} });
    expect(table.effects['add-label']).toBe(only);
    expect(table.effects.archive).toBeUndefined();
  });

  it('runs several effects in order: changes merged (later wins), first comment, every garage to tell', async () => {
    const ran: string[] = [];
    const step = (name: string, effect: ActionEffect) => async (): Promise<ActionEffect> => {
      ran.push(name);
      return effect;
    };
    const table = combineActionHandlers(
      { effects: { rollback: step('claims', { changes: { cost: null, costRepairer: 1 } }) } },
      { effects: { rollback: step('quotes', null) } },
      {
        effects: {
          rollback: step('marketplace', {
            changes: { costRepairer: 2 },
            comment: 'a',
            alsoTell: { 'losing-bidder': ['g1'] },
          }),
        },
      },
      {
        effects: {
          rollback: step('other', {
            changes: {},
            comment: 'b',
            alsoTell: { 'losing-bidder': ['g2'], 'former-repairer': ['g3'] },
            bidChosen: true,
          }),
        },
      },
    );
    expect(await table.effects.rollback?.(context)).toEqual({
      changes: { cost: null, costRepairer: 2 },
      comment: 'a',
      alsoTell: { 'losing-bidder': ['g1', 'g2'], 'former-repairer': ['g3'] },
      bidChosen: true,
    });
    expect(ran).toEqual(['claims', 'quotes', 'marketplace', 'other']);
  });

  it('has nothing to do only when no effect had anything to do', async () => {
    const table = combineActionHandlers(
      { effects: { reject: answer(null) } },
      { effects: { reject: answer(null) } },
      { effects: { archive: answer(null) } },
      { effects: { archive: answer({ changes: {} }) } },
    );
    expect(await table.effects.reject?.(context)).toBeNull();
    expect(await table.effects.archive?.(context)).toEqual({ changes: {}, alsoTell: {}, bidChosen: false });
  });

  it('runs every follow-up of an action, in the order given', async () => {
    const ran: string[] = [];
    const table = combineActionHandlers(
      { followUps: { 'approve-for-repair': async () => void ran.push('webhook') } },
      { followUps: { 'change-repairer': async () => void ran.push('other action') } },
      { followUps: { 'approve-for-repair': async () => void ran.push('agreement') } },
    );
    await table.followUps['approve-for-repair']?.(followUpContext);
    expect(ran).toEqual(['webhook', 'agreement']);
  });
});
