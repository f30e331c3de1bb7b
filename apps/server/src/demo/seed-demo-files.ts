import {
  type ClaimFileType,
  claimReference,
  formatRegistration,
  type TClaimImage,
  ZSignUploadQuery,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/database.ts';
import type { FilesContext } from '../modules/files/files-context.ts';
import { recordClaimFile } from '../modules/files/record-claim-file.ts';
import { signUpload } from '../modules/files/sign-upload.ts';
import { placeBid } from '../modules/marketplace/place-bid.ts';
import { DEMO_CLAIMS } from './demo-claims.ts';
import { DEMO_GARAGES, DEMO_ORGANISATIONS } from './demo-data.ts';
import { DEMO_ESTIMATE, demoEstimatePdf } from './demo-estimate.ts';
import { DEMO_PHOTOS } from './demo-photos.ts';
import { drawDemoPhoto } from './draw-demo-photo.ts';
import { actorEmailFor, demoClaimId } from './seed-demo-claims.ts';
import { demoActors } from './seed-demo-marketplace.ts';

/** What the demo's files need besides the database: the app's own object storage, and a log. */
export type DemoFileServices = Pick<FilesContext, 'storage' | 'log'>;

const HOUR = 3_600_000;

/** A demo claim by its registration, with its fixed id. */
export const demoClaimOf = (registration: string) => {
  const index = DEMO_CLAIMS.findIndex((claim) => claim.vehicle[0] === registration);
  const claim = DEMO_CLAIMS[index];
  if (!claim) throw new Error(`No demo claim for ${registration}`);
  return { claimId: demoClaimId(index), claim };
};

/** 'Driver’s door, offside' → 'drivers-door-offside', the name a photo is listed under. */
const fileNameOf = (caption: string) =>
  caption
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A file uploaded as its uploader uploads it through the API: a grant signed for them, the bytes put
 * at its key, the upload recorded on the claim (its thumbnail made, its checks run). The browser would
 * PUT the bytes to the signed address; nothing listens yet while the demo is seeded, so they go
 * straight into the storage that address writes to.
 */
async function uploadAs(
  ctx: FilesContext,
  uploader: Actor,
  claimId: string,
  file: { body: Buffer; contentType: ClaimFileType; name: string },
): Promise<TClaimImage> {
  const query = ZSignUploadQuery.parse({ format: file.contentType, size: file.body.length });
  const { s3Key } = await signUpload(ctx, { userId: uploader.userId }, query);
  await ctx.storage.write(s3Key, file.body, file.contentType);
  return recordClaimFile(ctx, uploader, claimId, { contentType: file.contentType, name: file.name, s3Key });
}

/**
 * The claims' damage photos (demo-photos.ts), uploaded by the client's claims desk an hour after each
 * claim was reported, as the rest of the demo is dated over its story. They are drawn side by side first:
 * sharp draws off the event loop, so only the recording waits on the database.
 */
async function seedDemoPhotos(ctx: FilesContext, actor: (email: string) => Actor): Promise<void> {
  const drawn = await Promise.all(
    DEMO_PHOTOS.map(async ({ registration, body, photos }) => {
      const { claimId, claim } = demoClaimOf(registration);
      const [, make, model, colour] = claim.vehicle;
      const plate = formatRegistration(registration);
      const bodies = await Promise.all(
        photos.map((photo, index) =>
          drawDemoPhoto({
            ...photo,
            body,
            colour,
            registration: plate,
            detail: `${plate} · ${make} ${model} · photo ${index + 1} of ${photos.length}`,
          }),
        ),
      );
      return { claimId, claim, photos: photos.map((photo, index) => ({ ...photo, jpeg: bodies[index] as Buffer })) };
    }),
  );
  for (const { claimId, claim, photos } of drawn) {
    const uploader = actor(actorEmailFor('create', claim));
    for (const [index, photo] of photos.entries()) {
      const name = `${fileNameOf(photo.caption)}.jpg`;
      const file = await uploadAs(ctx, uploader, claimId, { body: photo.jpeg, contentType: 'image/jpeg', name });
      await sql`update claim_files set created_at = (select created_at from claims where id = ${claimId})
        + ${HOUR + index * 60_000} * interval '1 millisecond' where id = ${file.id}`.execute(ctx.db);
    }
  }
}

/**
 * Acme Motors' written estimate on its bid for the Transit (demo-estimate.ts): put on the claim as its
 * bid's document, then named on the bid, as PUT /api/claims/{id}/bid changes a live bid, the bid
 * otherwise as it was. Both dated three hours after the bid was placed.
 */
async function seedDemoEstimate(ctx: FilesContext, actor: (email: string) => Actor): Promise<void> {
  const bidder = actor(DEMO_ESTIMATE.bidder);
  const { claimId } = demoClaimOf(DEMO_ESTIMATE.registration);
  const bid = await ctx.db
    .selectFrom('bids')
    .innerJoin('claims', 'claims.id', 'bids.claimId')
    .select(['bids.id', 'bids.amount', 'bids.earliestStartDate', 'bids.repairDays', 'bids.note', 'bids.validUntil'])
    .select(['bids.createdAt', 'claims.reference', 'claims.registration', 'claims.make', 'claims.model'])
    .where('bids.claimId', '=', claimId)
    .where('bids.placedBy', '=', bidder.userId)
    .executeTakeFirstOrThrow();
  const garage = DEMO_GARAGES.find((g) => g.name === DEMO_ESTIMATE.garage);
  const organisation = DEMO_ORGANISATIONS.find((org) => org.key === garage?.organisation);
  if (!garage || !organisation) throw new Error(`No demo garage ${DEMO_ESTIMATE.garage}`);
  const pdf = await demoEstimatePdf({
    garage: { ...garage, organisationName: organisation.name },
    claimReference: claimReference(bid.reference),
    vehicle: bid,
    bid,
  });
  const file = await uploadAs(ctx, bidder, claimId, {
    body: pdf,
    contentType: 'application/pdf',
    name: DEMO_ESTIMATE.fileName,
  });
  const { amount, earliestStartDate, repairDays, note, validUntil } = bid;
  await placeBid({ ...ctx, realtime: { marketplaceChanged() {} } }, bidder, claimId, {
    amount,
    earliestStartDate,
    repairDays,
    note: note ?? undefined,
    validUntil,
    documentId: file.id,
  });
  const at = new Date(bid.createdAt.getTime() + 3 * HOUR);
  await sql`update claim_files set created_at = ${at} where id = ${file.id}`.execute(ctx.db);
  await sql`update bids set updated_at = ${at} where id = ${bid.id}`.execute(ctx.db);
}

/**
 * The demo's files, by the product's own operations: damage photos on claims of the insurer's desk and
 * of the marketplace, and a garage's estimate as its bid's document. No notification is sent (nobody is
 * signed in yet).
 */
export async function seedDemoFiles(db: Db, services: DemoFileServices): Promise<void> {
  const ctx: FilesContext = { db, events: { record: async () => () => {} }, ...services };
  const actor = await demoActors(db);
  await seedDemoPhotos(ctx, actor);
  await seedDemoEstimate(ctx, actor);
}
