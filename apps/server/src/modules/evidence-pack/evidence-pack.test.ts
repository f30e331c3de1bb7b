import { createHash } from 'node:crypto';
import type { TClaim, TEvidencePack, TSignedUpload } from '@fixline/domain';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { expectWorldName, pdfText, WORLD_NAME } from '../../../test/pdf-text.ts';
import { sampleJpeg, samplePdf } from '../../../test/sample-files.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['client', 'superadmin', 'repairer', 'client2']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pack = (who: string, claimId: string) =>
  api.http.post<TEvidencePack>(`/api/claims/${claimId}/evidence-pack`, { token: tokens[who] });

/** A file added to the claim as the browser adds it: signed, put to storage, recorded. */
async function addFile(claimId: string, body: Buffer, contentType: string, name: string) {
  const query = new URLSearchParams({ format: contentType, size: String(body.length) });
  const signed = await api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?${query}`, { token: tokens.client });
  expect(signed.status).toBe(200);
  const put = await fetch(new URL(signed.body.signedRequest, api.app.url), {
    method: 'PUT',
    headers: signed.body.headers,
    body,
  });
  expect(put.status).toBe(204);
  const recorded = await api.http.post(`/api/claims/${claimId}/images`, {
    token: tokens.client,
    body: { contentType, name, s3Key: signed.body.s3Key },
  });
  expect(recorded.status).toBe(201);
}

describe('the evidence pack', () => {
  it('holds the claim’s PDF record, every original as stored with its SHA-256, and its making is on the timeline', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'EV26DNC' } });
    const photo = await sampleJpeg(400, 300);
    const estimate = samplePdf();
    await addFile(claimId, photo, 'image/jpeg', 'front/left.jpg');
    await addFile(claimId, estimate, 'application/pdf', 'estimate.pdf');
    await api.http.post(`/api/claims/${claimId}/comment`, {
      token: tokens.client,
      body: { comment: 'Driver disputes the cost' },
    });

    const made = await pack('client', claimId);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ fileName: expect.stringMatching(/^FX-\d{6}-evidence\.zip$/), files: 2 });
    const download = await fetch(new URL(made.body.url, api.app.url));
    expect(download.status).toBe(200);
    const zip = new Uint8Array(await download.arrayBuffer());
    expect(sha256(zip)).toBe(made.body.sha256);

    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'SHA256SUMS',
      'evidence.pdf',
      'originals/001-front_left.jpg',
      'originals/002-estimate.pdf',
    ]);
    // Each original is byte for byte what was uploaded, and SHA256SUMS says so in sha256sum's format.
    expect(Buffer.from(entries['originals/001-front_left.jpg'] as Uint8Array).equals(photo)).toBe(true);
    expect(Buffer.from(entries['originals/002-estimate.pdf'] as Uint8Array).equals(estimate)).toBe(true);
    expect(new TextDecoder().decode(entries.SHA256SUMS)).toBe(
      `${sha256(photo)}  originals/001-front_left.jpg\n${sha256(estimate)}  originals/002-estimate.pdf\n`,
    );

    const { text } = await extractText(await getDocumentProxy(entries['evidence.pdf'] as Uint8Array), {
      mergePages: true,
    });
    expect(text).toContain('Claim evidence pack');
    expect(text).toContain('EV26 DNC');
    expect(text).toContain('Northwind Insurance');
    expect(text).toContain('Chris Hughes: Driver disputes the cost');
    expect(text).toContain(sha256(photo));
    expect(text).toContain(`made by Chris Hughes`);

    const claim = await api.http.get<TClaim>(`/api/claims/${claimId}`, { token: tokens.superadmin });
    const entry = claim.body.history.find((h) => h.action === 'evidence-pack');
    expect(entry).toMatchObject({
      actor: { name: 'Chris Hughes' },
      comment: `2 files; ZIP SHA-256 ${made.body.sha256}`,
    });
  });

  it('prints a name in any alphabet as typed, and an emoji its font lacks as a white square', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { customerName: WORLD_NAME } });
    const comment = await api.http.post(`/api/claims/${claimId}/comment`, {
      token: tokens.client,
      body: { comment: `Spoke to ${WORLD_NAME}` },
    });
    expect(comment.status).toBe(201);
    const made = await pack('client', claimId);
    expect(made.status).toBe(200);
    const download = await fetch(new URL(made.body.url, api.app.url));
    const entries = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const text = await pdfText(entries['evidence.pdf'] as Uint8Array);
    expectWorldName(text);
    expect(text).toContain('Chris Hughes: Spoke to Łukasz');
  });

  it('is for those who see the whole claim: the client and the platform, not its repairer nor another client', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    expect((await pack('superadmin', claimId)).status).toBe(200);
    expect((await pack('repairer', claimId)).status).toBe(403);
    expect((await pack('client2', claimId)).status).toBe(404);
    expect((await api.http.post(`/api/claims/${claimId}/evidence-pack`)).status).toBe(401);
    expect((await pack('client', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const made = await api.app.db
      .selectFrom('claimHistory')
      .select('actorName')
      .where('claimId', '=', claimId)
      .where('action', '=', 'evidence-pack')
      .execute();
    expect(made).toEqual([{ actorName: 'Sam Patel' }]);
  });
});
