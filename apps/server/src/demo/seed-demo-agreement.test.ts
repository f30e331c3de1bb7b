import type { TBodyshopAgreementPdfUrl, TClaim } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { downloadedPdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SIGNED_AGREEMENT_CLAIM } from './seed-demo-agreement.ts';
import { demoClaimId } from './seed-demo-claims.ts';

const api = useTestApp();

describe('the demo’s bodyshop agreements', () => {
  it('have Ella Morris’s signed with Precision Bodyworks, after the bid was chosen, its copy mailed and downloadable', async () => {
    const client = await api.http.login('client@fixline.test');
    const claim = await api.http.get<TClaim>(`/api/claims/${SIGNED_AGREEMENT_CLAIM}`, { token: client });
    expect(claim.body).toMatchObject({ registration: 'MA21BOD' });
    expect(claim.body.bodyshopAgreement).toEqual({
      bodyshopName: 'Precision Bodyworks',
      signedName: 'Ella Morris',
      acceptedAt: expect.any(String),
    });
    const chosen = claim.body.history.find((entry) => entry.action === 'approve-for-repair');
    const signed = claim.body.history.find((entry) => entry.action === 'accept-bodyshop-agreement');
    expect(signed?.actor).toEqual({ id: null, name: 'Ella Morris' });
    expect(signed?.at).toBe(claim.body.bodyshopAgreement?.acceptedAt);
    expect(Date.parse(signed?.at ?? '')).toBeGreaterThan(Date.parse(chosen?.at ?? ''));
    expect(Date.parse(signed?.at ?? '')).toBeLessThan(Date.now() - 24 * 3_600_000);

    const copies = await api.app.db
      .selectFrom('sentMail')
      .select('toAddress')
      .where('claimId', '=', SIGNED_AGREEMENT_CLAIM)
      .where('kind', '=', 'bodyshop-agreement')
      .execute();
    expect(copies).toEqual([{ toAddress: 'ella.morris@example.com' }]);
    const pdf = await api.http.get<TBodyshopAgreementPdfUrl>(
      `/api/claims/${SIGNED_AGREEMENT_CLAIM}/bodyshop-agreement/pdf-url`,
      { token: client },
    );
    expect(pdf.status).toBe(200);
    expect(await downloadedPdfText(pdf.body.url, api.app.url)).toContain('Accepted by Ella Morris');
  });

  it('leave Crown Body Repairs’ claim awaiting its driver’s signature', async () => {
    const client2 = await api.http.login('client2@fixline.test');
    const claim = await api.http.get<TClaim>(`/api/claims/${demoClaimId(14)}`, { token: client2 });
    expect(claim.body.bodyshopAgreement).toEqual({
      bodyshopName: 'Crown Body Repairs',
      signedName: null,
      acceptedAt: null,
    });
  });
});
