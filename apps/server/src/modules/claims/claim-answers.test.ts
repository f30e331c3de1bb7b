import { describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor.ts';
import { ClaimAnswers } from './claim-answers.ts';
import type { ClaimView } from './queries.ts';

const reader = (userId: string, privileges: string[] = ['ReadClaims']): Actor =>
  ({
    userId,
    sessionId: `session-${userId}`,
    email: `${userId}@example.test`,
    name: userId,
    requiredPasswordChange: false,
    permissions: [{ organisationId: 'org', organisationType: 'client', role: 'USER', privileges }],
  }) as unknown as Actor;

const view = (viewVersion: number, repairerOrganisationName: string | null = null) =>
  ({
    claim: { id: 'claim-1', viewVersion, clientOrganisationName: 'Client Ltd', repairerOrganisationName },
    comments: [],
    history: [],
    files: [],
  }) as unknown as ClaimView;

describe('claim answers', () => {
  it('serialise once per claim version, names and reader, and reuse that', () => {
    const answers = new ClaimAnswers(1024 * 1024);
    let made = 0;
    const answer = (claim: ClaimView, actor: Actor) =>
      answers.answer(claim, actor, () => {
        made += 1;
        return `{"made":${made}}`;
      }).json;

    expect(answer(view(1), reader('ann'))).toBe('{"made":1}');
    expect(answer(view(1), reader('ann'))).toBe('{"made":1}');
    // Another reader, the same reader with other permissions, a new version, a renamed repairer: new answers.
    expect(answer(view(1), reader('bob'))).toBe('{"made":2}');
    expect(answer(view(1), reader('ann', ['ReadClaims', 'UpdateClaim']))).toBe('{"made":3}');
    expect(answer(view(2), reader('ann'))).toBe('{"made":4}');
    expect(answer(view(2, 'Acme Motors'), reader('ann'))).toBe('{"made":5}');
    expect(made).toBe(5);
  });

  it('keep nothing when given no room', () => {
    const answers = new ClaimAnswers(0);
    let made = 0;
    for (let i = 0; i < 3; i++) answers.answer(view(1), reader('ann'), () => `{"made":${++made}}`);
    expect(made).toBe(3);
  });
});
