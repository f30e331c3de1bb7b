import { formatMoney, type TBidList, type TClaimFile, type TImageUrl, type TMarketplaceClaim } from '@fixline/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createObjectStorage } from '../integrations/storage/create-storage.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import { DEMO_ESTIMATE } from './demo-estimate.ts';
import { DEMO_PHOTOS } from './demo-photos.ts';
import { demoClaimOf } from './seed-demo-files.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
/** The app's own storage, as configured: where the seed had to put the objects for the app to serve them. */
let storage: ObjectStorage;

beforeAll(async () => {
  for (const who of ['client', 'client2', 'repairer', 'repairer2', 'bodyshop']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
  storage = (await createObjectStorage(api.app.config, api.app.db)).storage;
});

const list = (who: string, claimId: string) =>
  api.http.get<TClaimFile[]>(`/api/claims/${claimId}/images`, { token: tokens[who] });
const fileUrl = (who: string, fileId: string) =>
  api.http.get<TImageUrl>(`/api/images/${fileId}`, { token: tokens[who] });
const marketplaceView = (who: string, claimId: string) =>
  api.http.get<TMarketplaceClaim>(`/api/marketplace/claims/${claimId}`, { token: tokens[who] });
/** A photo is listed under its caption's words, in the order it was taken: 'Tailgate, scratched' → tailgate-scratched.jpg. */
const fileNamed = (caption: string) => new RegExp(`^${caption.toLowerCase().split(/[^a-z]/)[0]}[a-z-]*\\.jpg$`);
const clientOf = (registration: string) => (demoClaimOf(registration).claim.client === 'client' ? 'client' : 'client2');

describe('the demo’s files', () => {
  it('give each chosen claim its damage photos, stored as decodable JPEGs of the recorded size with thumbnails', async () => {
    for (const { registration, photos } of DEMO_PHOTOS) {
      const { claimId } = demoClaimOf(registration);
      const listed = await list(clientOf(registration), claimId);
      expect(listed.status, registration).toBe(200);
      const images = listed.body.filter((file) => file.contentType === 'image/jpeg');
      expect(
        images.map((file) => [file.name, file.hasThumbnail]),
        registration,
      ).toEqual(photos.map((photo) => [expect.stringMatching(fileNamed(photo.caption)), true]));
      const rows = await api.app.db
        .selectFrom('claimFiles')
        .select(['s3Key', 'thumbnailKey', 'size', 'createdAt'])
        .where(
          'id',
          'in',
          images.map((file) => file.id),
        )
        .execute();
      for (const row of rows) {
        expect(await storage.stat(row.s3Key)).toEqual({ size: row.size, contentType: 'image/jpeg' });
        const photo = await sharp(await storage.read(row.s3Key)).metadata();
        expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', 1280, 960]);
        const thumbnail = await sharp(await storage.read(row.thumbnailKey as string)).metadata();
        expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 320, 240]);
        // Dated with the claim's story, weeks ago, not on the day the demo was seeded.
        expect(row.createdAt.getTime()).toBeLessThan(Date.now() - 7 * 86_400_000);
      }
    }
  });

  it('show the photos of a marketplace claim, in its redacted view, to a garage it is offered to', async () => {
    const { claimId } = demoClaimOf('PK19FLE');
    const photos = (await list('client2', claimId)).body.map((file) => file.id);
    expect(photos).toHaveLength(2);
    for (const who of ['repairer', 'repairer2']) {
      const view = await marketplaceView(who, claimId);
      expect(view.status, who).toBe(200);
      expect([view.body.images, view.body.thumbnails], who).toEqual([photos, photos]);
      expect((await fileUrl(who, photos[0] as string)).status, who).toBe(200);
    }
    expect((await marketplaceView('bodyshop', claimId)).status).toBe(404);
  });

  it('put Acme Motors’ estimate on its bid, read by Acme and the client, never by the rival bidder', async () => {
    const { claimId } = demoClaimOf(DEMO_ESTIMATE.registration);
    const bids = await api.http.get<TBidList>(`/api/claims/${claimId}/bids`, { token: tokens.client2 });
    const acme = bids.body.data.find((bid) => bid.organisation.name === 'Acme Motors');
    expect(acme).toMatchObject({ state: 'live', documentName: DEMO_ESTIMATE.fileName });
    const documentId = acme?.documentId as string;

    const row = await api.app.db
      .selectFrom('claimFiles')
      .innerJoin('organisations', 'organisations.id', 'claimFiles.bidOrganisationId')
      .select(['organisations.name', 'claimFiles.contentType', 'claimFiles.s3Key', 'claimFiles.size'])
      .where('claimFiles.id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Acme Motors', contentType: 'application/pdf' });
    expect(await storage.stat(row.s3Key)).toEqual({ size: row.size, contentType: 'application/pdf' });
    const text = await pdfText(new Uint8Array(await storage.read(row.s3Key)));
    expect(text).toContain('Repair estimate');
    expect(text).toContain(`Total ${formatMoney(acme?.amount ?? 0)}`);

    // The bid's document, opened from the bid: never among the claim's own files (issue 46, finding 14).
    expect((await list('client2', claimId)).body.map((file) => file.id)).not.toContain(documentId);
    for (const who of ['client2', 'repairer']) expect((await fileUrl(who, documentId)).status, who).toBe(200);
    expect((await fileUrl('repairer2', documentId)).status).toBe(404);
    expect((await list('repairer2', claimId)).status).toBe(404);
    const rivalView = await marketplaceView('repairer2', claimId);
    expect(rivalView.body.images).toHaveLength(3);
    expect(rivalView.body.images).not.toContain(documentId);
  });
});
