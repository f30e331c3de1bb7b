import {
  BODYSHOP_AGREEMENT_MESSAGES,
  BODYSHOP_AGREEMENT_TERMS,
  DRIVER_LINK_MESSAGES,
  ERROR_MESSAGES,
  type TBodyshopAgreementPage,
  type TBodyshopAgreementPdfUrl,
  type TClaim,
  type TClaimActionResponse,
  type TDriverLink,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim, organisationIds } from '../../../test/claim-factory.ts';
import { downloadedPdfText, expectWorldName, pdfText, WORLD_NAME } from '../../../test/pdf-text.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let superAdmin: string;
beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
});

const bodyshopClaim = (overrides = {}) =>
  insertClaim(api.app.db, {
    status: 'in-repair',
    repairer: 'bodyshop',
    overrides: { registration: 'BD26SHP', customerEmail: 'sam@example.test', customerName: 'Sam Driver', ...overrides },
  });

/** A link staff issue from the claim page, and the token its address carries. */
async function issue(claimId: string, purpose: 'agreement' | 'feedback' = 'agreement') {
  const answer = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, {
    token: superAdmin,
    body: { purpose },
  });
  expect(answer.status).toBe(201);
  const url = answer.body.url as string;
  if (purpose === 'agreement') expect(url).toContain(`/bodyshop/${claimId}?token=`);
  return decodeURIComponent(url.split(purpose === 'agreement' ? 'token=' : '/rate/')[1] as string);
}

const page = (token: string) =>
  api.http.get<TBodyshopAgreementPage>(`/api/driver/bodyshop-agreement/${encodeURIComponent(token)}`);
const accept = (token: string, signedName: unknown) =>
  api.http.post<TBodyshopAgreementPage>(`/api/driver/bodyshop-agreement/${encodeURIComponent(token)}`, {
    body: { signedName },
  });

const agreementsOf = (claimId: string) =>
  api.app.db.selectFrom('bodyshopAgreements').selectAll().where('claimId', '=', claimId).execute();
const mailsOf = (claimId: string) =>
  api.app.db
    .selectFrom('sentMail')
    .selectAll()
    .where('claimId', '=', claimId)
    .where('kind', '=', 'bodyshop-agreement')
    .execute();

describe('the bodyshop agreement', () => {
  it('shows the terms for the claim’s bodyshop and vehicle, then is accepted once by typed name', async () => {
    const claimId = await bodyshopClaim();
    const token = await issue(claimId);

    const before = await page(token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      claimReference: expect.stringMatching(/^FX-\d{6}$/),
      registration: 'BD26SHP',
      bodyshopName: 'Precision Bodyworks',
      customerName: 'Sam Driver',
      copyMailed: true,
      agreement: null,
      terms: { version: BODYSHOP_AGREEMENT_TERMS.version },
    });
    expect(before.body.terms.sections).toHaveLength(BODYSHOP_AGREEMENT_TERMS.sections.length);
    const text = before.body.terms.sections.map((s) => s.text).join(' ');
    expect(text).toContain('Precision Bodyworks');
    expect(text).toContain('registration BD26 SHP');
    expect(text).not.toContain('{');

    const accepted = await accept(token, '  Sam Driver  ');
    expect(accepted.status).toBe(201);
    expect(accepted.body.agreement).toEqual({ signedName: 'Sam Driver', acceptedAt: expect.any(String) });
    const [row] = await agreementsOf(claimId);
    expect(row).toMatchObject({ signedName: 'Sam Driver', termsVersion: BODYSHOP_AGREEMENT_TERMS.version });
    expect(row?.acceptedAt.toISOString()).toBe(accepted.body.agreement?.acceptedAt);

    const history = await api.app.db
      .selectFrom('claimHistory')
      .selectAll()
      .where('claimId', '=', claimId)
      .where('action', '=', 'accept-bodyshop-agreement')
      .execute();
    expect(history).toEqual([expect.objectContaining({ actorId: null, actorName: 'Sam Driver', toStatus: null })]);

    const after = await page(token);
    expect(after.body.agreement).toEqual(accepted.body.agreement);

    const again = await accept(token, 'Someone Else');
    expect(again).toMatchObject({ status: 409, body: { message: BODYSHOP_AGREEMENT_MESSAGES.alreadyAccepted } });
    expect(await agreementsOf(claimId)).toEqual([row]);
    expect(await mailsOf(claimId)).toHaveLength(1);
    expect((await page(token)).body.agreement?.signedName).toBe('Sam Driver');
  });

  it('mails the driver a PDF copy naming the signer, the bodyshop, the vehicle and the terms', async () => {
    const claimId = await bodyshopClaim();
    expect((await accept(await issue(claimId), 'Sam Q. Driver')).status).toBe(201);
    const [mail] = await mailsOf(claimId);
    expect(mail).toMatchObject({
      toAddress: 'sam@example.test',
      subject: expect.stringContaining('Precision Bodyworks'),
    });
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    expect(attachment?.filename).toMatch(/^bodyshop-agreement-FX-\d{6}\.pdf$/);
    const text = await pdfText(new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64')));
    for (const words of [
      'Bodyshop agreement',
      'Sam Q. Driver',
      'Precision Bodyworks',
      'BD26 SHP',
      ...BODYSHOP_AGREEMENT_TERMS.sections.map((section) => section.heading),
      `terms version ${BODYSHOP_AGREEMENT_TERMS.version}`,
    ]) {
      expect(text, words).toContain(words);
    }
  });

  it('prints a name in any alphabet as typed, and an emoji its font lacks as a white square', async () => {
    const claimId = await bodyshopClaim({ customerName: WORLD_NAME });
    expect((await accept(await issue(claimId), WORLD_NAME)).status).toBe(201);
    const [attachment] = (await mailsOf(claimId))[0]?.attachments ?? [];
    expectWorldName(await pdfText(new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64'))));
  });

  it('mails nothing when the claim has no customer email, and the page says so', async () => {
    const claimId = await bodyshopClaim({ customerEmail: null });
    const token = await issue(claimId);
    expect((await page(token)).body.copyMailed).toBe(false);
    expect((await accept(token, 'Sam Driver')).status).toBe(201);
    expect(await mailsOf(claimId)).toEqual([]);
  });

  it('asks for a name of 2 characters or more, and stores nothing without one', async () => {
    const claimId = await bodyshopClaim();
    const token = await issue(claimId);
    for (const name of ['', '   ', 'S', undefined]) {
      const answer = await accept(token, name);
      expect(answer.status, String(name)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(BODYSHOP_AGREEMENT_MESSAGES.name);
    }
    expect(await agreementsOf(claimId)).toEqual([]);
  });

  it('is not signed with a name of only invisible characters (issue 46)', async () => {
    const claimId = await bodyshopClaim();
    const token = await issue(claimId);
    for (const name of ['\u200B\u200B\u200B', '\u200B\u200C\u200D\u2060\uFEFF', '\u202E\u2066 \u2069\u202C']) {
      const answer = await accept(token, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body).toEqual({
        message: ERROR_MESSAGES.invalidRequest,
        errors: [`signedName: ${BODYSHOP_AGREEMENT_MESSAGES.name}`],
      });
    }
    expect(await agreementsOf(claimId)).toEqual([]);
    const signed = await accept(token, '\u200BSam\u200B Driver\u202E');
    expect(signed.status).toBe(201);
    expect(signed.body.agreement?.signedName).toBe('Sam Driver');
  });

  it('opens only through a link of purpose agreement', async () => {
    const claimId = await bodyshopClaim();
    const feedback = await issue(claimId, 'feedback');
    for (const answer of [await page(feedback), await accept(feedback, 'Sam Driver')]) {
      expect(answer).toMatchObject({ status: 404, body: { message: DRIVER_LINK_MESSAGES.notFound } });
    }
    expect(await agreementsOf(claimId)).toEqual([]);
  });

  it('is refused for a claim without a bodyshop: none yet, or a garage repairing it', async () => {
    for (const repairer of [null, 'repairer']) {
      const claimId = await insertClaim(api.app.db, { status: 'registered', repairer });
      const token = await issue(claimId);
      for (const answer of [await page(token), await accept(token, 'Sam Driver')]) {
        expect(answer).toMatchObject({ status: 409, body: { message: BODYSHOP_AGREEMENT_MESSAGES.noBodyshop } });
      }
      expect(await agreementsOf(claimId)).toEqual([]);
    }
  });

  describe('when a bodyshop becomes the repairer', () => {
    const organisation = async (name: string) =>
      (await api.app.db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const linkMails = (claimId: string) =>
      api.app.db
        .selectFrom('sentMail')
        .select(['toAddress', 'subject', 'textBody'])
        .where('claimId', '=', claimId)
        .where('kind', '=', 'driver-link')
        // The claim's first status change also mails its tracking link.
        .where('subject', 'like', 'Sign your bodyshop agreement%')
        .execute();
    const agreementOnClaim = async (claimId: string) =>
      (await api.http.get<TClaim>(`/api/claims/${claimId}`, { token: superAdmin })).body.bodyshopAgreement;
    /** The agreement link's token in a mail's text. */
    const tokenIn = (textBody: unknown, claimId: string) => {
      const [, token] = String(textBody).match(new RegExp(`/bodyshop/${claimId}\\?token=(\\S+)`)) ?? [];
      if (!token) throw new Error('No agreement link in the mail');
      return decodeURIComponent(token);
    };
    const name = (claimId: string, repairerOrganisationId: string) =>
      api.http.post<TClaimActionResponse>(`/api/claims/${claimId}/approve-for-repair`, {
        token: superAdmin,
        body: { repairerOrganisationId },
      });

    it('mails the driver the agreement’s link, and the claim shows it unsigned, then signed', async () => {
      const claimId = await insertClaim(api.app.db, {
        status: 'bidding',
        repairer: null,
        overrides: { customerEmail: 'kim@example.test', customerName: 'Kim Driver' },
      });
      expect(await agreementOnClaim(claimId)).toBeNull();
      const approved = await name(claimId, await organisation('Precision Bodyworks'));
      expect(approved.status).toBe(200);
      expect(approved.body.claim.bodyshopAgreement).toEqual({
        bodyshopName: 'Precision Bodyworks',
        signedName: null,
        acceptedAt: null,
      });

      const [mail, ...more] = await linkMails(claimId);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        toAddress: 'kim@example.test',
        subject: expect.stringMatching(/^Sign your bodyshop agreement \(claim FX-\d{6}\)$/),
      });
      expect((await accept(tokenIn(mail?.textBody, claimId), 'Kim Driver')).status).toBe(201);
      expect(await agreementOnClaim(claimId)).toEqual({
        bodyshopName: 'Precision Bodyworks',
        signedName: 'Kim Driver',
        acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    // One agreement per claim and bodyshop (decision 0061): the new bodyshop's is offered and signed afresh,
    // and the first stays on record and on the timeline.
    it('offers a new agreement when the claim moves to another bodyshop, keeping the first on record', async () => {
      const claimId = await insertClaim(api.app.db, {
        status: 'bidding',
        repairer: null,
        overrides: { customerEmail: 'kim@example.test', customerName: 'Kim Driver' },
      });
      expect((await name(claimId, await organisation('Precision Bodyworks'))).status).toBe(200);
      const [first] = await linkMails(claimId);
      expect((await accept(tokenIn(first?.textBody, claimId), 'Kim Driver')).status).toBe(201);

      const changed = await api.http.put(`/api/claims/${claimId}/change-repairer`, {
        token: superAdmin,
        body: { repairerOrganisationId: await organisation('Crown Body Repairs'), reason: 'Closer to the driver' },
      });
      expect(changed.status).toBe(200);
      const mails = await linkMails(claimId);
      expect(mails).toHaveLength(2);
      expect(await agreementOnClaim(claimId)).toEqual({
        bodyshopName: 'Crown Body Repairs',
        signedName: null,
        acceptedAt: null,
      });

      // The new link, and the first one too, open the agreement with the claim's bodyshop now.
      const token = tokenIn(mails.find((mail) => mail.textBody !== first?.textBody)?.textBody, claimId);
      const before = await page(token);
      expect(before.body).toMatchObject({ bodyshopName: 'Crown Body Repairs', agreement: null });
      expect(before.body.terms.sections[0]?.text).toContain('Crown Body Repairs');
      expect((await page(tokenIn(first?.textBody, claimId))).body.bodyshopName).toBe('Crown Body Repairs');
      expect((await accept(token, 'Kim A. Driver')).status).toBe(201);
      expect(await agreementOnClaim(claimId)).toMatchObject({
        bodyshopName: 'Crown Body Repairs',
        signedName: 'Kim A. Driver',
      });
      expect((await accept(token, 'Kim Driver')).status).toBe(409);

      const signatures = await api.app.db
        .selectFrom('bodyshopAgreements')
        .innerJoin('organisations', 'organisations.id', 'bodyshopAgreements.bodyshopOrganisationId')
        .select(['organisations.name', 'bodyshopAgreements.signedName'])
        .where('claimId', '=', claimId)
        .orderBy('acceptedAt')
        .execute();
      expect(signatures).toEqual([
        { name: 'Precision Bodyworks', signedName: 'Kim Driver' },
        { name: 'Crown Body Repairs', signedName: 'Kim A. Driver' },
      ]);
      const claim = await api.http.get<TClaim>(`/api/claims/${claimId}`, { token: superAdmin });
      const accepted = claim.body.history.filter((entry) => entry.action === 'accept-bodyshop-agreement');
      expect(accepted.map((entry) => entry.actor?.name).sort()).toEqual(['Kim A. Driver', 'Kim Driver']);
      // Moved back, the first bodyshop's signature holds again, and nothing new is offered.
      const back = await api.http.put(`/api/claims/${claimId}/change-repairer`, {
        token: superAdmin,
        body: { repairerOrganisationId: await organisation('Precision Bodyworks'), reason: 'Back to the first' },
      });
      expect(back.status).toBe(200);
      expect(await linkMails(claimId)).toHaveLength(2);
      expect(await agreementOnClaim(claimId)).toMatchObject({
        bodyshopName: 'Precision Bodyworks',
        signedName: 'Kim Driver',
      });
    });

    it('offers nothing for a garage, nor without the driver’s email', async () => {
      const garageClaim = await insertClaim(api.app.db, {
        status: 'bidding',
        repairer: null,
        overrides: { customerEmail: 'lee@example.test' },
      });
      expect((await name(garageClaim, await organisation('Acme Motors'))).status).toBe(200);
      expect(await linkMails(garageClaim)).toEqual([]);
      expect(await agreementOnClaim(garageClaim)).toBeNull();

      const noEmail = await insertClaim(api.app.db, {
        status: 'bidding',
        repairer: null,
        overrides: { customerEmail: null },
      });
      expect((await name(noEmail, await organisation('Precision Bodyworks'))).status).toBe(200);
      expect(await linkMails(noEmail)).toEqual([]);
      expect((await agreementOnClaim(noEmail))?.signedName).toBeNull();
    });
  });
});

describe('the signed agreement’s PDF for staff', () => {
  const pdfUrl = (claimId: string, token?: string) =>
    api.http.get<TBodyshopAgreementPdfUrl>(`/api/claims/${claimId}/bodyshop-agreement/pdf-url`, { token });

  it('is for the claim’s client, the platform and its bodyshop; another organisation gets 404', async () => {
    const claimId = await bodyshopClaim();
    expect((await accept(await issue(claimId), 'Sam Q. Driver')).status).toBe(201);

    for (const email of ['superadmin@fixline.test', 'client@fixline.test', 'bodyshop@fixline.test']) {
      const answer = await pdfUrl(claimId, await api.http.login(email));
      expect(answer.status, email).toBe(200);
      expect(Date.parse(answer.body.expiresAt), email).toBeGreaterThan(Date.now());
      const text = await downloadedPdfText(answer.body.url, api.app.url);
      for (const words of ['Bodyshop agreement', 'Accepted by Sam Q. Driver', 'Precision Bodyworks', 'BD26 SHP']) {
        expect(text, `${email}: ${words}`).toContain(words);
      }
    }
    for (const email of ['client2@fixline.test', 'bodyshop2@fixline.test', 'repairer@fixline.test']) {
      const answer = await pdfUrl(claimId, await api.http.login(email));
      expect(answer, email).toMatchObject({ status: 404, body: { message: 'Claim not found' } });
    }
    expect((await pdfUrl(claimId)).status).toBe(401);
    expect((await pdfUrl('not-an-id', superAdmin)).status).toBe(400);
  });

  it('is 404 with a reason while nothing is signed with the claim’s current bodyshop', async () => {
    const notSigned = { status: 404, body: { message: BODYSHOP_AGREEMENT_MESSAGES.notSigned } };
    const unsigned = await bodyshopClaim();
    expect(await pdfUrl(unsigned, superAdmin)).toMatchObject(notSigned);
    const garage = await insertClaim(api.app.db, { status: 'in-repair', repairer: 'repairer' });
    expect(await pdfUrl(garage, superAdmin)).toMatchObject(notSigned);

    // Signed with Precision Bodyworks, then moved to Crown Body Repairs: Crown's is not signed yet, and
    // Precision Bodyworks no longer reads the claim.
    const moved = await bodyshopClaim();
    expect((await accept(await issue(moved), 'Sam Driver')).status).toBe(201);
    const changed = await api.http.put(`/api/claims/${moved}/change-repairer`, {
      token: superAdmin,
      body: { repairerOrganisationId: (await organisationIds(api.app.db))('bodyshop2'), reason: 'Closer to home' },
    });
    expect(changed.status).toBe(200);
    expect(await pdfUrl(moved, superAdmin)).toMatchObject(notSigned);
    expect(await pdfUrl(moved, await api.http.login('bodyshop2@fixline.test'))).toMatchObject(notSigned);
    expect((await pdfUrl(moved, await api.http.login('bodyshop@fixline.test'))).status).toBe(404);
  });
});
