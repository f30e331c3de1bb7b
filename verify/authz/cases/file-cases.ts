import { hasAnyPrivilege, isSuperAdmin, mayAddClaimFile, mayDeleteClaimFile } from '@fixline/domain';
import { type ActorModel, actor as actorNamed, claimParties } from '../actors.ts';
import type { Fixtures } from '../fixtures.ts';
import { type Cell, type RouteCases, reachExpectation } from '../route-case.ts';

const ownParties = (who: ActorModel) => {
  const { client, repairer } = claimParties('own', who);
  return { clientOrganisationId: client, repairerOrganisationId: repairer };
};

/** Someone other than the actor, to have added a file or written a comment on the actor's claim. */
export function someoneElse(fx: Fixtures, who: ActorModel): string {
  return fx.accountId(isSuperAdmin(who) ? 'client@fixline.test' : 'superadmin@fixline.test');
}

/** A claim of the subject's organisation with one file on it, added by the actor or (colleague) someone else. */
async function claimWithFile({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, subject === 'own' || subject === 'colleague' ? 'own' : 'other', {
    status: 'in-repair',
  });
  const uploader = subject === 'own' ? fx.userId(actor) : someoneElse(fx, actor);
  return { claimId, fileId: await fx.file(claimId, uploader) };
}

/** An actor who may sign uploads signs their own; for the rest (refused before the key matters) the platform's. */
async function uploadFor({ actor, fx }: Cell): Promise<string> {
  const signs = actor.token === 'live' && !actor.requiredPasswordChange && hasAnyPrivilege(actor, ['CreateImage']);
  const token = fx.token(signs ? actor : actorNamed('superadmin'));
  if (!token) throw new Error('No token to sign an upload with');
  return fx.upload(token);
}

/** Photos, documents and videos of a claim (modules/files): the claim's reach, then the file's grants. */
export const FILE_CASES: RouteCases = {
  'GET /api/images/auth/sign-s3': {
    request: async () => ({ path: '/api/images/auth/sign-s3?format=application%2Fpdf&size=1000' }),
  },
  'POST /api/claims/:id/images': {
    subjects: ['other'],
    expect: (who, subject, success) => {
      if (subject !== 'own') return reachExpectation(who, subject, success);
      return mayAddClaimFile(who, ownParties(who)) ? success : 403;
    },
    async request(cell) {
      const claimId = await cell.fx.claim(cell.actor, cell.subject === 'own' ? 'own' : 'other', {
        status: 'in-repair',
      });
      const s3Key = await uploadFor(cell);
      return {
        path: `/api/claims/${claimId}/images`,
        body: { contentType: 'application/pdf', name: 'quote.pdf', s3Key },
      };
    },
  },
  'GET /api/claims/:id/images': {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'in-repair' });
      return { path: `/api/claims/${claimId}/images` };
    },
  },
  'DELETE /api/claims/:id/images/:imageId': {
    subjects: ['other', 'colleague', 'mismatch'],
    expect(who, subject, success) {
      if (subject === 'mismatch') return 404;
      if (subject === 'colleague') return mayDeleteClaimFile(who, ownParties(who), false) ? success : 403;
      return reachExpectation(who, subject, success);
    },
    async request(cell) {
      if (cell.subject === 'mismatch') {
        const own = await cell.fx.claim(cell.actor, 'own', { status: 'in-repair' });
        const { fileId } = await claimWithFile({ ...cell, subject: 'other' });
        return { path: `/api/claims/${own}/images/${fileId}` };
      }
      const { claimId, fileId } = await claimWithFile(cell);
      return { path: `/api/claims/${claimId}/images/${fileId}` };
    },
  },
  // A driver's uploads (no account): the secret decides, whoever else is signed in. Another claim's
  // secret is refused (403) like a forged one, and never reaches the claim.
  'GET /api/images/noauth/sign-s3': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 403),
    async request({ subject, fx }) {
      const { secret } = await fx.fnolClaim();
      const used = subject === 'own' ? secret : 'not-a-secret-we-issued-Zm9yZ2VkLXNlY3JldC12YWx1ZQ';
      return {
        path: `/api/images/noauth/sign-s3?${new URLSearchParams({ secret: used })}&format=image%2Fjpeg&size=1000`,
      };
    },
  },
  'POST /api/claims/:id/images-fnol': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 403),
    async request({ subject, fx }) {
      const own = await fx.fnolClaim();
      const other = await fx.fnolClaim();
      const s3Key = await fx.fnolUpload(own.secret);
      // 'other': the file signed with this claim's secret, recorded on another driver's claim.
      const claimId = subject === 'own' ? own.claimId : other.claimId;
      return {
        path: `/api/claims/${claimId}/images-fnol`,
        body: { secret: own.secret, contentType: 'application/pdf', name: 'estimate.pdf', s3Key },
      };
    },
  },
  'GET /api/images/:id': {
    subjects: ['other'],
    async request(cell) {
      const { fileId } = await claimWithFile(cell);
      return { path: `/api/images/${fileId}?width=320` };
    },
  },
};
