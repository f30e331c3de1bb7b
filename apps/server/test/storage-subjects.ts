import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { handleError } from '../src/http/error-handler.ts';
import { createDiskStorage, type DiskStorage } from '../src/integrations/storage/disk-storage.ts';
import { diskStorageRoutes } from '../src/integrations/storage/disk-storage-routes.ts';
import type { ObjectStorage } from '../src/integrations/storage/object-storage.ts';
import { createS3Storage, s3Client } from '../src/integrations/storage/s3-storage.ts';
import { S3RVER_CREDENTIALS, startTestS3 } from './s3-server.ts';

/** A storage under test and the base its (possibly relative) addresses resolve against. */
export interface StorageSubject {
  storage: ObjectStorage;
  base: string;
  close(): Promise<void>;
}

/** The embedded adapter behind its own routes, on loopback: what the app serves at /api/storage/objects. */
export async function diskSubject(): Promise<StorageSubject & { storage: DiskStorage; root: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fixline-objects-'));
  const storage = createDiskStorage({ root, secret: randomBytes(32) });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(diskStorageRoutes(storage));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    storage,
    base,
    root,
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The S3 adapter against s3rver on loopback, with presigned signatures checked as S3 checks them (s3-server.ts). */
export async function s3Subject(): Promise<StorageSubject> {
  const s3 = await startTestS3();
  const config = { bucket: 'claim-files', endpoint: s3.url, region: 'us-east-1', credentials: S3RVER_CREDENTIALS };
  const client = s3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    storage: createS3Storage(config, client),
    base: s3.url,
    close: async () => {
      client.destroy();
      await s3.close();
    },
  };
}
