import {
  CLAIM_FILE_MESSAGES,
  type TClaim,
  type TClaimFile,
  type TClaimImage,
  type TImageUrl,
  type TSignedUpload,
} from '@fixline/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { jpegQuality, sampleJpeg, samplePdf } from '../../../test/sample-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { uploadedKey } from '../../../test/uploads.ts';
import { createObjectStorage } from '../../integrations/storage/create-storage.ts';
import { sweepUnrecordedUploads } from './sweep-unrecorded-uploads.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
const PEOPLE = [
  'superadmin',
  'client',
  'client.admin',
  'client2',
  'repairer',
  'repairer.admin',
  'repairer2',
  'bodyshop',
];
let photo: Buffer;
const pdf = samplePdf();

beforeAll(async () => {
  for (const who of PEOPLE) tokens[who] = await api.http.login(`${who}@fixline.test`);
  photo = await sampleJpeg();
});

/** The sign-s3 query as the browser writes it. */
type SignFields = Record<string, string | number | boolean>;
const query = (fields: SignFields) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
const sign = (who: string, fields: SignFields) =>
  api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?${query(fields)}`, { token: tokens[who] });
/** The browser's PUT: to the signed address, with its headers and never our Authorization. */
const putFile = (signed: TSignedUpload, body: Buffer) =>
  fetch(new URL(signed.signedRequest, api.app.url), { method: 'PUT', headers: signed.headers, body });
const record = (who: string, claimId: string, body: object) =>
  api.http.post<TClaimImage>(`/api/claims/${claimId}/images`, { token: tokens[who], body });
const imageUrl = (who: string, id: string, width?: number) =>
  api.http.get<TImageUrl>(`/api/images/${id}${width ? `?width=${width}` : ''}`, { token: tokens[who] });
const list = (who: string, claimId: string) =>
  api.http.get<TClaimFile[]>(`/api/claims/${claimId}/images`, { token: tokens[who] });
const remove = (who: string, claimId: string, id: string) =>
  api.http.delete(`/api/claims/${claimId}/images/${id}`, { token: tokens[who] });
const download = async (url: string) => {
  const answer = await fetch(new URL(url, api.app.url));
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    body: Buffer.from(await answer.arrayBuffer()),
  };
};

/** Signs and uploads a file as `who`: the key to record it with. */
const uploaded = (who: string, body: Buffer, format: string) => uploadedKey(api, tokens[who] ?? '', body, format);

async function addPhoto(who: string, claimId: string, body = photo) {
  const s3Key = await uploaded(who, body, 'image/jpeg');
  const answer = await record(who, claimId, { contentType: 'image/jpeg', name: 'front.jpg', s3Key });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The app's own storage, as configured: to see that objects are gone. */
const storage = async () => (await createObjectStorage(api.app.config, api.app.db)).storage;

const eventsOf = (claimId: string) =>
  api.app.db
    .selectFrom('notifications')
    .select('type')
    .distinct()
    .where('claimId', '=', claimId)
    .execute()
    .then((rows) => rows.map((row) => row.type).sort());

describe('claim files', () => {
  it('a photo goes straight to storage, is recorded with a 320×240 JPEG thumbnail at quality 45, and reads back', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const signed = await sign('client', { format: 'image/jpeg', size: photo.length });
    expect(signed.body.s3Key).toMatch(/^claims\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
    expect(signed.body.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(signed.body.path).toBe(signed.body.signedRequest.split('?')[0]);
    expect((await putFile(signed.body, photo)).status).toBe(204);

    const image = await record('client', claimId, {
      contentType: 'image/jpeg',
      name: 'front.jpg',
      s3Key: signed.body.s3Key,
    });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      contentType: 'image/jpeg',
      name: 'front.jpg',
      s3Key: signed.body.s3Key,
      hasThumbnail: true,
    });
    expect((await download(image.body.url)).body.equals(photo)).toBe(true);

    const small = await imageUrl('repairer', image.body.id, 320);
    expect(small.body.contentType).toBe('image/jpeg');
    const thumbnail = (await download(small.body.url)).body;
    const metadata = await sharp(thumbnail).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
    expect(jpegQuality(thumbnail)).toBe(45);

    const full = await imageUrl('repairer', image.body.id, 1024);
    expect((await download(full.body.url)).body.equals(photo)).toBe(true);
    expect((await download((await imageUrl('client', image.body.id)).body.url)).body.equals(photo)).toBe(true);
    expect(await eventsOf(claimId)).toEqual(['ClaimFilesAdded']);
  });

  it('keeps the browser’s thumbnail when it is a 320×240 JPEG, and makes one when it is not', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'registered' });
    const browserMade = async (width: number, height: number) => {
      const thumbnail = await sharp(photo).resize(width, height, { fit: 'cover' }).jpeg({ quality: 45 }).toBuffer();
      const s3Key = await uploaded('client', photo, 'image/jpeg');
      const signed = await sign('client', {
        isThumbnail: true,
        previousKey: s3Key,
        size: thumbnail.length,
        width: 320,
      });
      expect(signed.status).toBe(200);
      expect(signed.body.s3Key).toBe(s3Key.replace('.jpg', '-thumbnail.jpg'));
      expect((await putFile(signed.body, thumbnail)).status).toBe(204);
      const image = await record('client', claimId, { contentType: 'image/jpeg', name: 'side.jpg', s3Key });
      const served = (await download((await imageUrl('client', image.body.id, 320)).body.url)).body;
      return { thumbnail, served };
    };
    const good = await browserMade(320, 240);
    expect(good.served.equals(good.thumbnail)).toBe(true);
    const wrong = await browserMade(100, 100);
    expect(wrong.served.equals(wrong.thumbnail)).toBe(false);
    const metadata = await sharp(wrong.served).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 240]);
  });

  it('signs with spec 7’s query alone (no size): the photo and its thumbnail upload and record, sized as stored', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'registered' });
    const signed = await sign('client', { format: 'image/jpeg' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await putFile(signed.body, photo)).status).toBe(204);
    const thumbnail = await sharp(photo).resize(320, 240, { fit: 'cover' }).jpeg({ quality: 45 }).toBuffer();
    const signedThumbnail = await sign('client', { isThumbnail: true, previousKey: signed.body.s3Key, width: 320 });
    expect(signedThumbnail.status).toBe(200);
    expect((await putFile(signedThumbnail.body, thumbnail)).status).toBe(204);
    const image = await record('client', claimId, {
      contentType: 'image/jpeg',
      name: 'any.jpg',
      s3Key: signed.body.s3Key,
    });
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    expect(image.body.hasThumbnail).toBe(true);
    const [listed] = (await list('client', claimId)).body;
    expect(listed).toMatchObject({ id: image.body.id, size: photo.length });
  });

  it('records a PDF without a thumbnail and lists the claim’s files, each with what the caller may do', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const s3Key = await uploaded('repairer', pdf, 'application/pdf');
    const document = await record('repairer', claimId, { contentType: 'application/pdf', name: 'estimate.pdf', s3Key });
    expect(document.body.hasThumbnail).toBe(false);
    const asked = await imageUrl('client', document.body.id, 320);
    expect(asked.body.contentType).toBe('application/pdf');
    const served = await download(asked.body.url);
    expect([served.status, served.type]).toEqual([200, 'application/pdf']);
    expect(served.body.equals(pdf)).toBe(true);
    await addPhoto('client', claimId);

    const seenByRepairer = await list('repairer', claimId);
    expect(
      seenByRepairer.body.map((f) => [f.name, f.contentType, f.hasThumbnail, f.uploadedBy?.name, f.canDelete]),
    ).toEqual([
      ['estimate.pdf', 'application/pdf', false, 'Ravi Singh', true],
      ['front.jpg', 'image/jpeg', true, 'Chris Hughes', false],
    ]);
    expect(seenByRepairer.body[0]?.size).toBe(pdf.length);
    const seenByClientAdmin = await list('client.admin', claimId);
    expect(seenByClientAdmin.body.map((f) => f.canDelete)).toEqual([true, true]);
  });

  it('are on the claim’s answer, images (the files’ ids) and thumbnails, with every kind for each of its parties', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const readClaim = (who: string) => api.http.get<TClaim>(`/api/claims/${claimId}`, { token: tokens[who] });
    expect((await readClaim('client')).body).toMatchObject({ images: [], thumbnails: [] });

    const image = await addPhoto('client', claimId);
    const pdfKey = await uploaded('repairer', pdf, 'application/pdf');
    const document = await record('repairer', claimId, {
      contentType: 'application/pdf',
      name: 'a.pdf',
      s3Key: pdfKey,
    });
    // Storage and recording never parse a video: bytes of the signed type and length are enough here.
    const clip = Buffer.alloc(2048, 7);
    const videoKey = await uploaded('superadmin', clip, 'video/mp4');
    const video = await record('superadmin', claimId, {
      contentType: 'video/mp4',
      name: 'walkround.mp4',
      s3Key: videoKey,
    });
    const ids = [image.id, document.body.id, video.body.id];

    for (const who of ['client', 'repairer', 'superadmin']) {
      const claim = (await readClaim(who)).body;
      expect([claim.images, claim.thumbnails], who).toEqual([ids, [image.id]]);
      expect(
        (await list(who, claimId)).body.map((file) => file.id),
        who,
      ).toEqual(ids);
      for (const id of ids) expect((await imageUrl(who, id)).status, `${who} ${id}`).toBe(200);
    }
    const served = await download((await imageUrl('client', video.body.id, 320)).body.url);
    expect([served.type, served.body.equals(clip)]).toEqual(['video/mp4', true]);
  });

  it('refuses to sign a type not allowed, a file too large or empty, and a thumbnail of nothing the caller uploads', async () => {
    const refused = async (who: string, fields: SignFields) => {
      const answer = await sign(who, fields);
      expect(answer.status).toBe(400);
      return (answer.body as unknown as { errors?: string[]; message: string }).errors ?? [answer.body.toString()];
    };
    expect(await refused('client', { format: 'text/html', size: 10 })).toEqual([
      `format: ${CLAIM_FILE_MESSAGES.typeNotAllowed('text/html')}`,
    ]);
    expect(await refused('client', { format: 'image/jpeg', size: 25 * 1024 * 1024 + 1 })).toEqual([
      'size: The file is too large: at most 25 MB',
    ]);
    expect(await refused('client', { format: 'video/mp4', size: 500 * 1024 * 1024 + 1 })).toEqual([
      'size: The file is too large: at most 500 MB',
    ]);
    expect(await refused('client', { format: 'application/pdf', size: 0 })).toEqual([
      `size: ${CLAIM_FILE_MESSAGES.empty}`,
    ]);
    expect(await refused('client', { isThumbnail: true, size: 100 })).toEqual([
      `previousKey: ${CLAIM_FILE_MESSAGES.previousKeyRequired}`,
    ]);

    const pdfKey = (await sign('client', { format: 'application/pdf', size: pdf.length })).body.s3Key;
    const photoKey = (await sign('client', { format: 'image/jpeg', size: photo.length })).body.s3Key;
    const thumbnailOf = (who: string, previousKey: string) => sign(who, { isThumbnail: true, previousKey, size: 100 });
    expect((await thumbnailOf('client', pdfKey)).body).toEqual({ message: CLAIM_FILE_MESSAGES.originalNotImage });
    expect((await thumbnailOf('repairer', photoKey)).body).toEqual({ message: CLAIM_FILE_MESSAGES.originalNotImage });
    expect((await thumbnailOf('client', photoKey)).status).toBe(200);
    expect((await api.http.get(`/api/images/auth/sign-s3?${query({ format: 'image/jpeg', size: 1 })}`)).status).toBe(
      401,
    );
  });

  it('refuses to record a forged, foreign, reused, expired or mistyped key, and a file never uploaded', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const recordAs = (who: string, s3Key: string, contentType = 'image/jpeg') =>
      record(who, claimId, { contentType, name: 'photo.jpg', s3Key });
    const refusal = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      return [status, (body as { message: string }).message];
    };

    expect(await refusal(recordAs('client', 'claims/made-up/key.jpg'))).toEqual([
      422,
      CLAIM_FILE_MESSAGES.unknownUpload,
    ]);
    expect(await refusal(recordAs('client', '../../etc/passwd'))).toEqual([400, 'The request is not valid']);

    const repairersKey = await uploaded('repairer', photo, 'image/jpeg');
    expect(await refusal(recordAs('client', repairersKey))).toEqual([422, CLAIM_FILE_MESSAGES.unknownUpload]);

    const pdfKey = await uploaded('client', pdf, 'application/pdf');
    expect(await refusal(recordAs('client', pdfKey, 'image/jpeg'))).toEqual([422, CLAIM_FILE_MESSAGES.typeMismatch]);

    const neverUploaded = (await sign('client', { format: 'image/jpeg', size: photo.length })).body.s3Key;
    expect(await refusal(recordAs('client', neverUploaded))).toEqual([422, CLAIM_FILE_MESSAGES.notUploaded]);

    const stale = await uploaded('client', photo, 'image/jpeg');
    await api.app.db
      .updateTable('uploadGrants')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('key', '=', stale)
      .execute();
    expect(await refusal(recordAs('client', stale))).toEqual([422, CLAIM_FILE_MESSAGES.uploadExpired]);

    const once = await uploaded('client', photo, 'image/jpeg');
    expect((await recordAs('client', once)).status).toBe(201);
    expect(await refusal(recordAs('client', once))).toEqual([409, CLAIM_FILE_MESSAGES.alreadyRecorded]);

    const notAPhoto = await uploaded('client', pdf, 'image/jpeg');
    expect(await refusal(recordAs('client', notAPhoto))).toEqual([422, CLAIM_FILE_MESSAGES.notAnImage]);
    expect((await list('client', claimId)).body.map((file) => file.id)).toHaveLength(1);
  });

  it('records a key once when two requests race for it', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const s3Key = await uploaded('client', photo, 'image/jpeg');
    const body = { contentType: 'image/jpeg', name: 'race.jpg', s3Key };
    const answers = await Promise.all([record('client', claimId, body), record('client', claimId, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await list('client', claimId)).body).toHaveLength(1);
  });

  it('is for the claim’s parties only: another organisation gets 404', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const image = await addPhoto('repairer', claimId);
    await addPhoto('superadmin', claimId);
    for (const outsider of ['client2', 'repairer2', 'bodyshop']) {
      const s3Key = await uploaded(outsider, photo, 'image/jpeg');
      expect(
        (await record(outsider, claimId, { contentType: 'image/jpeg', name: 'x.jpg', s3Key })).status,
        outsider,
      ).toBe(404);
      expect((await list(outsider, claimId)).status, outsider).toBe(404);
      expect((await imageUrl(outsider, image.id)).status, outsider).toBe(404);
      expect((await remove(outsider, claimId, image.id)).status, outsider).toBe(404);
    }
    expect((await list('client', claimId)).body).toHaveLength(2);
    const unassigned = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    const s3Key = await uploaded('repairer', photo, 'image/jpeg');
    expect((await record('repairer', unassigned, { contentType: 'image/jpeg', name: 'x.jpg', s3Key })).status).toBe(
      404,
    );
  });

  it('is deleted by its uploader or with DeleteImage, with its objects and an event by kind', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const clients = await addPhoto('client', claimId);
    const repairers = await addPhoto('repairer', claimId);
    const s3Key = await uploaded('repairer', pdf, 'application/pdf');
    const document = (await record('repairer', claimId, { contentType: 'application/pdf', name: 'a.pdf', s3Key })).body;

    expect(await remove('repairer', claimId, clients.id)).toMatchObject({
      status: 403,
      body: { message: 'Not permitted' },
    });
    expect((await remove('client', claimId, repairers.id)).status).toBe(403);
    expect((await remove('repairer', claimId, repairers.id)).status).toBe(204);
    expect((await remove('repairer', claimId, repairers.id)).status).toBe(404);
    expect((await imageUrl('client', repairers.id)).status).toBe(404);
    expect(await (await storage()).stat(repairers.s3Key)).toBeNull();

    expect((await remove('repairer.admin', claimId, clients.id)).status).toBe(204);
    expect((await remove('client.admin', claimId, document.id)).status).toBe(204);
    expect(await (await storage()).stat(s3Key)).toBeNull();
    expect((await list('client', claimId)).body).toEqual([]);
    expect(await eventsOf(claimId)).toEqual(['ClaimFileRemoved', 'ClaimFilesAdded', 'ClaimImageDeleted']);
  });

  it('answers 404 for a file of another claim and 401 without a token', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const other = await insertClaim(api.app.db, { status: 'in-repair' });
    const image = await addPhoto('client', claimId);
    expect((await remove('client.admin', other, image.id)).status).toBe(404);
    expect((await api.http.get(`/api/images/${image.id}`)).status).toBe(401);
    expect((await api.http.post(`/api/claims/${claimId}/images`, { body: {} })).status).toBe(401);
  });

  it('sweeps away uploads nobody recorded once their grant expires, and nothing else', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const recorded = await addPhoto('client', claimId);
    const pending = await uploaded('client', photo, 'image/jpeg');
    const abandoned = await uploaded('client', photo, 'image/jpeg');
    const thumbnail = await sharp(photo).resize(320, 240).jpeg({ quality: 45 }).toBuffer();
    const signedThumbnail = await sign('client', { isThumbnail: true, previousKey: abandoned, size: thumbnail.length });
    await putFile(signedThumbnail.body, thumbnail);
    await api.app.db
      .updateTable('uploadGrants')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('key', 'in', [abandoned, recorded.s3Key])
      .execute();

    const files = await storage();
    expect(
      await sweepUnrecordedUploads({ db: api.app.db, storage: files, log: api.app.app.log }),
    ).toBeGreaterThanOrEqual(1);
    expect(await files.stat(abandoned)).toBeNull();
    expect(await files.stat(signedThumbnail.body.s3Key)).toBeNull();
    expect(await files.stat(pending)).not.toBeNull();
    expect(await files.stat(recorded.s3Key)).not.toBeNull();
    expect((await imageUrl('client', recorded.id)).status).toBe(200);
  });

  it('are documented in the OpenAPI document, the galleries’ list call included', async () => {
    const { body } = await api.http.get<{
      paths: Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
    }>('/api/docs/json');
    const sign = body.paths['/api/images/auth/sign-s3']?.get;
    expect(sign?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['format', 'size', 'isThumbnail', 'previousKey', 'width']),
    );
    expect(body.paths['/api/claims/{id}/images']?.get?.summary).toContain('galleries');
    const paths = [
      '/api/claims/{id}/images',
      '/api/claims/{id}/images/{imageId}',
      '/api/images/{id}',
      '/api/images/noauth/sign-s3',
      '/api/claims/{id}/images-fnol',
    ];
    for (const path of paths) {
      expect(body.paths[path], path).toBeDefined();
    }
  });
});
