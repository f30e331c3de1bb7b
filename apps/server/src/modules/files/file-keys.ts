import { randomUUID } from 'node:crypto';
import { CLAIM_FILE_TYPES, type ClaimFileType } from '@fixline/domain';

/** How long a signed upload address starts uploads: long enough to pick files, short enough not to leak far. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** How long after signing an upload may be recorded: a large video on a slow line can take a while. */
export const UPLOAD_GRANT_SECONDS = 24 * 60 * 60;
/** How long a download address works: enough to show a gallery, short enough that a copied link goes stale. */
export const DOWNLOAD_URL_SECONDS = 10 * 60;

/** Keys are the server's, never the client's: a folder per file, its thumbnail beside it. */
export const newFileKey = (type: ClaimFileType) =>
  `claims/${randomUUID()}/${randomUUID()}.${CLAIM_FILE_TYPES[type].extension}`;

export const thumbnailKeyOf = (originalKey: string) => originalKey.replace(/\.[a-z0-9]+$/, '-thumbnail.jpg');
