import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OBJECT_KEY_PATTERN } from '@fixline/domain';
import { HttpError } from '../../http/http-error.ts';
import type { ObjectStorage, StoredObject } from './object-storage.ts';
import { type SignedFields, signatureMatches, signFields } from './url-signature.ts';

export const DISK_STORAGE_PATH = '/api/storage/objects';

/** The query of a signed disk-storage address. */
export interface SignedQuery {
  expires?: string;
  type?: string;
  size?: string;
  max?: string;
  signature?: string;
}

export const STORAGE_MESSAGES = {
  forged: 'This storage address is not valid',
  expired: 'This storage address has expired',
  wrongType: 'The content type is not the one this upload was signed for',
  wrongSize: 'The body length is not the one this upload was signed for',
  noLength: 'An upload needs a Content-Length',
  incomplete: 'The upload ended before its Content-Length',
  missing: 'No such object',
} as const;

/** The disk adapter, plus what its own HTTP routes need: taking an upload and opening a download. */
export interface DiskStorage extends ObjectStorage {
  /** Checks a signed PUT before reading its body, then streams the body to disk; nothing is stored on refusal. */
  receive(key: string, query: SignedQuery, headers: UploadHeaders, body: Readable): Promise<void>;
  /** Checks a signed GET: the object's file, size and type. */
  open(key: string, query: SignedQuery): Promise<StoredObject & { file: string }>;
}

export interface UploadHeaders {
  contentType: string | undefined;
  contentLength: string | undefined;
}

const refuse = (message: string, status = 403) => new HttpError(status, message);

/**
 * Objects as files under `root` (DATA_DIR/objects): the bytes in data/<key>, the content type in
 * meta/<key>.json, uploads first written to tmp/ and renamed into place once whole, so a reader never
 * sees half a file. Addresses are signed with HMAC-SHA256 (url-signature.ts) and served by this app at
 * /api/storage/objects/<key>.
 */
export function createDiskStorage({ root, secret }: { root: string; secret: Buffer }): DiskStorage {
  const dataRoot = path.join(root, 'data');
  const metaRoot = path.join(root, 'meta');
  const tmpRoot = path.join(root, 'tmp');

  /** Keys never leave the pattern, so they never leave the folder; checked again on the resolved path. */
  function pathsOf(key: string) {
    if (!OBJECT_KEY_PATTERN.test(key)) throw refuse(STORAGE_MESSAGES.forged);
    const data = path.resolve(dataRoot, key);
    if (!data.startsWith(`${dataRoot}${path.sep}`)) throw refuse(STORAGE_MESSAGES.forged);
    return { data, meta: path.resolve(metaRoot, `${key}.json`) };
  }

  function address(fields: SignedFields): string {
    const query = new URLSearchParams({ expires: String(fields.expires) });
    if (fields.contentType !== undefined) query.set('type', fields.contentType);
    if (fields.size !== undefined) query.set('size', String(fields.size));
    if (fields.maxSize !== undefined) query.set('max', String(fields.maxSize));
    query.set('signature', signFields(secret, fields));
    return `${DISK_STORAGE_PATH}/${fields.key}?${query}`;
  }

  const expiry = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  /** The signature first (a forger learns nothing else), then the expiry. */
  function verify(fields: Omit<SignedFields, 'expires'>, query: SignedQuery): void {
    const expires = Number(query.expires);
    if (!query.signature || !Number.isInteger(expires)) throw refuse(STORAGE_MESSAGES.forged);
    if (!signatureMatches(secret, { ...fields, expires }, query.signature)) throw refuse(STORAGE_MESSAGES.forged);
    if (Date.now() / 1000 > expires) throw refuse(STORAGE_MESSAGES.expired);
  }

  async function place(key: string, contentType: string, writeData: (tmp: string) => Promise<void>): Promise<void> {
    const { data, meta } = pathsOf(key);
    await mkdir(tmpRoot, { recursive: true });
    const tmpData = path.join(tmpRoot, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    try {
      await writeData(tmpData);
      await writeFile(tmpMeta, JSON.stringify({ contentType }));
      await mkdir(path.dirname(data), { recursive: true });
      await mkdir(path.dirname(meta), { recursive: true });
      // The type first: once the bytes are in place, stat finds both.
      await rename(tmpMeta, meta);
      await rename(tmpData, data);
    } finally {
      await rm(tmpData, { force: true });
      await rm(tmpMeta, { force: true });
    }
  }

  async function stored(key: string): Promise<(StoredObject & { file: string }) | null> {
    const { data, meta } = pathsOf(key);
    try {
      const [info, text] = await Promise.all([stat(data), readFile(meta, 'utf8')]);
      return { file: data, size: info.size, contentType: (JSON.parse(text) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes the now empty folders of a key, up to the root; a folder still in use stays. */
  async function pruneFolders(file: string, top: string): Promise<void> {
    for (let dir = path.dirname(file); dir.startsWith(`${top}${path.sep}`); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }

  return {
    kind: 'disk',
    origin: null,

    signUpload: async ({ key, contentType, size, maxBytes, expiresInSeconds }) => {
      pathsOf(key);
      // Signed for its exact length when known, else for the type's limit.
      const length = size === undefined ? { maxSize: maxBytes } : { size };
      return {
        url: address({ method: 'PUT', key, expires: expiry(expiresInSeconds), contentType, ...length }),
        headers: { 'content-type': contentType },
      };
    },

    signDownload: async ({ key, expiresInSeconds }) => {
      pathsOf(key);
      return address({ method: 'GET', key, expires: expiry(expiresInSeconds) });
    },

    stat: async (key) => {
      const object = await stored(key);
      return object && { size: object.size, contentType: object.contentType };
    },

    read: async (key) => readFile(pathsOf(key).data),

    write: async (key, body, contentType) => place(key, contentType, (tmp) => writeFile(tmp, body)),

    remove: async (key) => {
      const { data, meta } = pathsOf(key);
      await unlink(data).catch(ignoreMissing);
      await unlink(meta).catch(ignoreMissing);
      await pruneFolders(data, dataRoot);
      await pruneFolders(meta, metaRoot);
    },

    receive: async (key, query, headers, body) => {
      pathsOf(key);
      const contentType = query.type ?? '';
      const signed = signedLength(query);
      verify({ method: 'PUT', key, contentType, ...signed }, query);
      if ((headers.contentType ?? '').trim().toLowerCase() !== contentType) throw refuse(STORAGE_MESSAGES.wrongType);
      if (headers.contentLength === undefined) throw refuse(STORAGE_MESSAGES.noLength, 411);
      const size = Number(headers.contentLength);
      const fits = 'size' in signed ? size === signed.size : Number.isSafeInteger(size) && size <= signed.maxSize;
      if (!fits) throw refuse(STORAGE_MESSAGES.wrongSize);
      await place(key, contentType, async (tmp) => {
        let received = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            done(received > size ? refuse(STORAGE_MESSAGES.wrongSize) : null, chunk);
          },
        });
        try {
          await pipeline(body, counter, createWriteStream(tmp));
        } catch (error) {
          if (error instanceof HttpError) throw error;
          throw refuse(STORAGE_MESSAGES.incomplete, 400);
        }
        if (received !== size) throw refuse(STORAGE_MESSAGES.incomplete, 400);
      });
    },

    open: async (key, query) => {
      verify({ method: 'GET', key }, query);
      const object = await stored(key);
      if (!object) throw refuse(STORAGE_MESSAGES.missing, 404);
      return object;
    },
  };
}

/** The length a PUT address was signed for: exact, or at most (an upload signed without its size). */
function signedLength(query: SignedQuery): { size: number } | { maxSize: number } {
  const size = query.size === undefined ? undefined : Number(query.size);
  const maxSize = query.max === undefined ? undefined : Number(query.max);
  if (size !== undefined && Number.isSafeInteger(size) && maxSize === undefined) return { size };
  if (maxSize !== undefined && Number.isSafeInteger(maxSize) && size === undefined) return { maxSize };
  throw refuse(STORAGE_MESSAGES.forged);
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
