import { isSuperAdmin } from '@fixline/domain';
import { type RouteCases, reachExpectation } from '../route-case.ts';
import { someoneElse } from './file-cases.ts';

/** Deleting a comment: its author, or a super admin (SuperAdminDeleteClaimComment); a claim out of reach hides it. */
export const COMMENT_CASES: RouteCases = {
  'DELETE /api/comments/:id': {
    subjects: ['other', 'colleague'],
    expect: (who, subject, success) =>
      subject === 'colleague' ? (isSuperAdmin(who) ? success : 403) : reachExpectation(who, subject, success),
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'in-repair' });
      const author = subject === 'own' ? fx.userId(actor) : someoneElse(fx, actor);
      return { path: `/api/comments/${await fx.comment(claimId, author)}` };
    },
  },
};
