import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * Any S3 API through the AWS SDK. Path-style addresses (endpoint/bucket/key) work with every S3 API and
 * need no DNS per bucket.
 *
 * An upload address is a presigned PUT whose signature covers Content-Type and Content-Length
 * (X-Amz-SignedHeaders=content-length;content-type;host): S3 recomputes the signature from the headers
 * it receives, so another type or another length is refused with 403 SignatureDoesNotMatch. The
 * presigner leaves content-type unsigned unless told (signableHeaders), and checksums are computed
 * only when an operation requires them, so the address carries no checksum of an empty body.
 */
export function createS3Storage(config: S3Config, client = s3Client(config)): ObjectStorage {
  const Bucket = config.bucket;
  return {
    kind: 's3',
    origin: new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).origin,

    signUpload: async ({ key, contentType, size, expiresInSeconds }) => {
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size });
      // A presigned PUT can fix the length but not bound it: without a size, the limit is checked when recorded.
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(size === undefined ? ['content-type'] : ['content-type', 'content-length']),
      });
      return { url, headers: { 'content-type': contentType } };
    },

    signDownload: ({ key, expiresInSeconds }) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds }),

    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 object ${key} has no body`);
      return Buffer.from(await object.Body.transformToByteArray());
    },

    write: async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
