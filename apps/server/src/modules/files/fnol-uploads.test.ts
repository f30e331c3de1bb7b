import { createHash } from 'node:crypto';
import {
  CLAIM_FILE_MESSAGES,
  FNOL_UPLOAD_MAX_FILES,
  type TClaim,
  type TClaimFile,
  type TClaimImage,
  type TFnolClaimResponse,
  type TSignedUpload,
} from '@fixline/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegQuality, sampleJpeg, samplePdf } from '../../../test/sample-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { FNOL_UPLOAD_SECRET_HOURS } from './fnol-upload-secret.ts';

const api = useTestApp();
let photo: Buffer;
let clientToken: string;

beforeAll(async () => {
  photo = await sampleJpeg(800, 600);
  clientToken = await api.http.login('client@fixline.test');
});

/** A driver's report through the public FNOL form: the claim and its upload secret. */
async function report(registration: string): Promise<TFnolClaimResponse> {
  const answer = await api.http.post<TFnolClaimResponse>('/api/claims/fnol', {
    body: {
      fnolCode: 'NORTHWIND',
      type: 'repair',
      registration,
      customerName: 'Fiona Driver',
      customerPhone: '07700 900456',
      incidentDate: '2026-11-20',
      damageDescription: 'Wing mirror knocked off',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

type Fields = Record<string, string | number | boolean>;
const sign = (fields: Fields) =>
  api.http.get<TSignedUpload>(
    `/api/images/noauth/sign-s3?${new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );
const putFile = (signed: TSignedUpload, body: Buffer) =>
  fetch(new URL(signed.signedRequest, api.app.url), { method: 'PUT', headers: signed.headers, body });
const record = (claimId: string, body: object) =>
  api.http.post<TClaimImage>(`/api/claims/${claimId}/images-fnol`, { body });
const message = (answer: { status: number; body: unknown }) => [
  answer.status,
  (answer.body as { message: string }).message,
];

/** Signs with the secret and uploads: the key to record. */
async function uploaded(secret: string, body: Buffer, format: string): Promise<string> {
  const signed = await sign({ secret, format, size: body.length });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect((await putFile(signed.body, body)).status).toBe(204);
  return signed.body.s3Key;
}

describe('FNOL uploads without an account', () => {
  let first: TFnolClaimResponse;
  let second: TFnolClaimResponse;
  beforeAll(async () => {
    first = await report('FN01AAA');
    second = await report('FN02BBB');
  });

  it('come with a secret for the reported claim that expires in 24 hours, kept only as its hash', async () => {
    expect(first.uploadSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(first.uploadSecretExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan((FNOL_UPLOAD_SECRET_HOURS - 0.1) * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(FNOL_UPLOAD_SECRET_HOURS * 3600_000);
    const stored = await api.app.db.selectFrom('fnolUploadSecrets').selectAll().execute();
    expect(stored.map((row) => row.claimId).sort()).toEqual([first.id, second.id].sort());
    const hash = createHash('sha256').update(first.uploadSecret).digest('hex');
    expect(stored.find((row) => row.claimId === first.id)?.secretHash).toBe(hash);
    expect(JSON.stringify(stored)).not.toContain(first.uploadSecret);
  });

  it('add the driver’s photo, with the browser’s thumbnail, to that claim as the driver’s', async () => {
    const s3Key = await uploaded(first.uploadSecret, photo, 'image/jpeg');
    const thumbnail = await sharp(photo).resize(320, 240, { fit: 'cover' }).jpeg({ quality: 45 }).toBuffer();
    const signedThumbnail = await sign({
      secret: first.uploadSecret,
      isThumbnail: true,
      previousKey: s3Key,
      size: thumbnail.length,
    });
    expect(signedThumbnail.status).toBe(200);
    expect((await putFile(signedThumbnail.body, thumbnail)).status).toBe(204);

    const image = await record(first.id, {
      secret: first.uploadSecret,
      contentType: 'image/jpeg',
      name: 'mirror.jpg',
      s3Key,
    });
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    expect(image.body).toMatchObject({ name: 'mirror.jpg', hasThumbnail: true });

    const files = await api.http.get<TClaimFile[]>(`/api/claims/${first.id}/images`, { token: clientToken });
    expect(files.body.map((f) => [f.name, f.uploadedBy, f.hasThumbnail])).toEqual([['mirror.jpg', null, true]]);
    const stored = await api.app.db
      .selectFrom('claimFiles')
      .select(['uploadedByName', 'thumbnailKey'])
      .where('claimId', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored.uploadedByName).toBe('Fiona Driver (driver)');
    const claim = await api.http.get<TClaim>(`/api/claims/${first.id}`, { token: clientToken });
    expect([claim.body.images, claim.body.thumbnails]).toEqual([[image.body.id], [image.body.id]]);

    const small = await api.http.get<{ url: string }>(`/api/images/${image.body.id}?width=320`, { token: clientToken });
    const served = Buffer.from(await (await fetch(new URL(small.body.url, api.app.url))).arrayBuffer());
    expect(served.equals(thumbnail)).toBe(true);
    expect(jpegQuality(served)).toBe(45);

    const event = await api.app.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('claimId', '=', first.id)
      .where('type', '=', 'ClaimFilesAdded')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ user: 'Fiona Driver (driver)' });
  });

  it('refuse another claim’s secret, and a key signed for another claim', async () => {
    const s3Key = await uploaded(first.uploadSecret, photo, 'image/jpeg');
    const fields = { contentType: 'image/jpeg', name: 'x.jpg', s3Key };
    expect(message(await record(second.id, { ...fields, secret: first.uploadSecret }))).toEqual([
      403,
      CLAIM_FILE_MESSAGES.uploadSecretOtherClaim,
    ]);
    expect(message(await record(second.id, { ...fields, secret: second.uploadSecret }))).toEqual([
      422,
      CLAIM_FILE_MESSAGES.unknownUpload,
    ]);
    expect((await record(first.id, { ...fields, secret: first.uploadSecret })).status).toBe(201);
    expect((await api.http.get<TClaimFile[]>(`/api/claims/${second.id}/images`, { token: clientToken })).body).toEqual(
      [],
    );
  });

  it('refuse a forged secret and an expired one, signing or recording', async () => {
    const s3Key = await uploaded(second.uploadSecret, photo, 'image/jpeg');
    const fields = { contentType: 'image/jpeg', name: 'x.jpg', s3Key };
    const forged = `${second.uploadSecret.slice(0, -2)}xx`;
    expect(message(await sign({ secret: forged, format: 'image/jpeg', size: 100 }))).toEqual([
      403,
      CLAIM_FILE_MESSAGES.uploadSecretInvalid,
    ]);
    expect(message(await record(second.id, { ...fields, secret: forged }))).toEqual([
      403,
      CLAIM_FILE_MESSAGES.uploadSecretInvalid,
    ]);
    expect(message(await sign({ format: 'image/jpeg', size: 100 }))).toEqual([400, 'The request is not valid']);

    await api.app.db
      .updateTable('fnolUploadSecrets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('claimId', '=', second.id)
      .execute();
    expect(message(await sign({ secret: second.uploadSecret, format: 'image/jpeg', size: 100 }))).toEqual([
      403,
      CLAIM_FILE_MESSAGES.uploadSecretExpired,
    ]);
    expect(message(await record(second.id, { ...fields, secret: second.uploadSecret }))).toEqual([
      403,
      CLAIM_FILE_MESSAGES.uploadSecretExpired,
    ]);
  });

  it('refuse a reused key, a type or size other than signed, and keys of signed-in users either way', async () => {
    const claim = await report('FN03CCC');
    const secret = claim.uploadSecret;
    const recordAs = (s3Key: string, contentType = 'image/jpeg') =>
      record(claim.id, { secret, contentType, name: 'a.jpg', s3Key });

    const once = await uploaded(secret, photo, 'image/jpeg');
    expect((await recordAs(once)).status).toBe(201);
    expect(message(await recordAs(once))).toEqual([409, CLAIM_FILE_MESSAGES.alreadyRecorded]);

    const pdfKey = await uploaded(secret, samplePdf(), 'application/pdf');
    expect(message(await recordAs(pdfKey))).toEqual([422, CLAIM_FILE_MESSAGES.typeMismatch]);

    const refusal = async (fields: Fields) =>
      (await sign({ secret, ...fields })).body as unknown as { errors: string[] };
    expect((await refusal({ format: 'text/html', size: 10 })).errors).toEqual([
      `format: ${CLAIM_FILE_MESSAGES.typeNotAllowed('text/html')}`,
    ]);
    expect((await refusal({ format: 'image/jpeg', size: 25 * 1024 * 1024 + 1 })).errors).toEqual([
      'size: The file is too large: at most 25 MB',
    ]);
    // The storage takes only the signed length: a larger body than signed is refused at the PUT.
    const small = await sign({ secret, format: 'image/jpeg', size: 100 });
    expect((await putFile(small.body, photo)).status).toBe(403);

    const staffKey = (
      await api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?format=image/jpeg&size=${photo.length}`, {
        token: clientToken,
      })
    ).body.s3Key;
    expect(message(await recordAs(staffKey))).toEqual([422, CLAIM_FILE_MESSAGES.unknownUpload]);
    const driversKey = await uploaded(secret, photo, 'image/jpeg');
    const asStaff = await api.http.post(`/api/claims/${claim.id}/images`, {
      token: clientToken,
      body: { contentType: 'image/jpeg', name: 'a.jpg', s3Key: driversKey },
    });
    expect(message(asStaff)).toEqual([422, CLAIM_FILE_MESSAGES.unknownUpload]);
    expect(message(await sign({ secret, isThumbnail: true, previousKey: staffKey, size: 100 }))).toEqual([
      422,
      CLAIM_FILE_MESSAGES.originalNotImage,
    ]);
  });

  it(`take at most ${FNOL_UPLOAD_MAX_FILES} files for one report`, async () => {
    const claim = await report('FN04DDD');
    const signs = [];
    for (let i = 0; i < FNOL_UPLOAD_MAX_FILES; i++) {
      signs.push((await sign({ secret: claim.uploadSecret, format: 'application/pdf', size: 100 })).status);
    }
    expect(signs.every((status) => status === 200)).toBe(true);
    expect(message(await sign({ secret: claim.uploadSecret, format: 'application/pdf', size: 100 }))).toEqual([
      409,
      CLAIM_FILE_MESSAGES.fnolFileLimit(FNOL_UPLOAD_MAX_FILES),
    ]);
  });

  it('are public routes limited per address, like the FNOL report', async () => {
    const forged = { secret: 'forged', contentType: 'image/jpeg', name: 'a', s3Key: 'a/b.jpg' };
    const answers = [];
    // This file's earlier records count against the same minute: 21 more are past the limit whatever they were.
    for (let i = 0; i < 21; i++) answers.push(await record(first.id, forged));
    expect(answers[0]?.headers.get('x-ratelimit-limit')).toBe('20');
    const beforeTheLimit = new Set(answers.map((a) => a.status).filter((status) => status !== 429));
    expect([...beforeTheLimit]).toEqual([403]);
    expect(answers.at(-1)?.status).toBe(429);
    const signed = await sign({ secret: 'forged', format: 'image/jpeg', size: 1 });
    expect(signed.headers.get('x-ratelimit-limit')).toBe('40');
  });
});
