import { type ClaimGrant, holdsClaimGrant, type WorkflowClaim } from './claim-workflow.ts';
import type { Permissioned } from './permissions.ts';

/**
 * Claim files (spec sections 3, 5, 7 "Images" and 9): photos, documents and videos a claim carries. The
 * browser puts each file straight into object storage at an address the server signed for one content
 * type and one exact size, then records it on the claim.
 */
const MB = 1024 * 1024;

/** What may be uploaded, with the stored key's extension and the largest file the server signs for. */
export const CLAIM_FILE_TYPES = {
  'image/jpeg': { extension: 'jpg', maxBytes: 25 * MB },
  'image/png': { extension: 'png', maxBytes: 25 * MB },
  'image/webp': { extension: 'webp', maxBytes: 25 * MB },
  'image/heic': { extension: 'heic', maxBytes: 25 * MB },
  'application/pdf': { extension: 'pdf', maxBytes: 25 * MB },
  'video/mp4': { extension: 'mp4', maxBytes: 500 * MB },
} as const;
export type ClaimFileType = keyof typeof CLAIM_FILE_TYPES;
export const CLAIM_FILE_TYPE_NAMES = Object.keys(CLAIM_FILE_TYPES) as [ClaimFileType, ...ClaimFileType[]];

export function isClaimFileType(contentType: string): contentType is ClaimFileType {
  return Object.hasOwn(CLAIM_FILE_TYPES, contentType);
}

/** Object keys as the server issues them (claims/<uuid>/<uuid>.<ext>): lower-case words, slashes, one extension, never '..'. */
export const OBJECT_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Spec 5 and 9: a 320×240 JPEG at quality 45, made only for files whose content type contains 'image'. */
export const THUMBNAIL = { width: 320, height: 240, quality: 45, contentType: 'image/jpeg', maxBytes: MB } as const;

/** Spec 9: the image fetch width comes from the 'medium' size setting; at or below it the thumbnail is served. */
export const IMAGE_SIZES = { medium: THUMBNAIL.width } as const;

export const hasThumbnailType = (contentType: string) => contentType.includes('image');

/**
 * A driver's FNOL report may add this many files through its upload secret: enough photos of the damage,
 * few enough that a secret that leaks cannot fill the storage.
 */
export const FNOL_UPLOAD_MAX_FILES = 20;

/** Spec 3: attachments are sorted into images, pdfs and videos by whether the content type contains image, pdf or mp4. */
export type ClaimFileKind = 'image' | 'pdf' | 'video';
export function claimFileKind(contentType: string): ClaimFileKind | null {
  if (contentType.includes('image')) return 'image';
  if (contentType.includes('pdf')) return 'pdf';
  if (contentType.includes('mp4')) return 'video';
  return null;
}

/**
 * Spec 3: attachments sorted into images, pdfs and videos; the record's `files` equals its images (the
 * galleries' word for what the claim page calls photos).
 */
export function sortClaimAttachments<T extends { contentType: string }>(attachments: readonly T[]) {
  const of = (kind: ClaimFileKind) => attachments.filter((a) => claimFileKind(a.contentType) === kind);
  const images = of('image');
  return { images, pdfs: of('pdf'), videos: of('video'), files: images };
}

/**
 * The content type to upload a picked file as: the browser's, or from the name's extension when the
 * browser does not know it (HEIC photos on most desktops).
 */
export function fileContentType(file: { name: string; type: string }): string {
  const type = file.type.trim().toLowerCase();
  if (type) return type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension = CLAIM_FILE_TYPE_NAMES.find(
    (name) => CLAIM_FILE_TYPES[name].extension === extension || (name === 'image/jpeg' && extension === 'jpeg'),
  );
  return byExtension ?? '';
}

/** What may be uploaded, in words, shown before anything is asked of the server. */
export const CLAIM_FILE_RULE =
  `Photos (JPEG, PNG, WebP, HEIC) up to ${formatBytes(CLAIM_FILE_TYPES['image/jpeg'].maxBytes)}, ` +
  `PDF documents up to ${formatBytes(CLAIM_FILE_TYPES['application/pdf'].maxBytes)} ` +
  `and MP4 videos up to ${formatBytes(CLAIM_FILE_TYPES['video/mp4'].maxBytes)}`;

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const CLAIM_FILE_MESSAGES = {
  typeNotAllowed: (type: string) =>
    `Files of type ${type || 'unknown'} cannot be uploaded: JPEG, PNG, WebP or HEIC images, PDF documents and MP4 videos can`,
  tooLarge: (maxBytes: number) => `The file is too large: at most ${formatBytes(maxBytes)}`,
  empty: 'The file is empty',
  formatRequired: 'Say which content type the file has (format)',
  previousKeyRequired: 'A thumbnail needs previousKey, the key of its original image',
  originalNotImage: 'A thumbnail can only be made for an image you are uploading',
  unknownUpload: 'This upload key was not issued to you: ask for a new upload address',
  uploadExpired: 'This upload has expired: upload the file again',
  alreadyRecorded: 'This file has already been recorded',
  typeMismatch: 'The content type is not the one the upload was signed for',
  notUploaded: 'The file has not been uploaded to storage',
  storedMismatch: 'The stored file is not the one the upload was signed for: upload it again',
  notAnImage: 'The file is not a readable image',
  fileNotFound: 'File not found',
  uploadSecretInvalid: 'This upload secret is not valid',
  uploadSecretExpired: 'This upload secret has expired: the insurer can add files to the claim',
  uploadSecretOtherClaim: 'This upload secret is for another claim',
  fnolFileLimit: (maxFiles: number) => `A reported claim takes at most ${maxFiles} files: the insurer can add more`,
  /** Spec 8: followed by the server's message. */
  uploadFailed: 'Failed to upload images: ',
} as const;

/** The largest body an upload of this type may have (a thumbnail's limit for a thumbnail). */
export function maxUploadBytes(contentType: ClaimFileType, isThumbnail = false): number {
  return isThumbnail ? THUMBNAIL.maxBytes : CLAIM_FILE_TYPES[contentType].maxBytes;
}

/** Why a file of this type and size cannot be uploaded, or null when it can: the same rule signs and records. */
export function uploadRefusal(
  contentType: string,
  size: number | undefined,
): { field: 'format' | 'size'; message: string } | null {
  if (!isClaimFileType(contentType))
    return { field: 'format', message: CLAIM_FILE_MESSAGES.typeNotAllowed(contentType) };
  // Not known yet (an upload signed without its size): the type's limit is checked when it is recorded.
  if (size === undefined) return null;
  if (size < 1) return { field: 'size', message: CLAIM_FILE_MESSAGES.empty };
  const { maxBytes } = CLAIM_FILE_TYPES[contentType];
  return size > maxBytes ? { field: 'size', message: CLAIM_FILE_MESSAGES.tooLarge(maxBytes) } : null;
}

type ClaimParties = Pick<WorkflowClaim, 'clientOrganisationId' | 'repairerOrganisationId'>;

const ADD_FILES: readonly ClaimGrant[] = [
  { party: 'owner', privileges: ['CreateImage'] },
  { party: 'assignee', privileges: ['CreateImage'] },
  { party: 'platform', privileges: ['CreateImage'] },
];
const DELETE_ANY_FILE: readonly ClaimGrant[] = [
  { party: 'owner', privileges: ['DeleteImage'] },
  { party: 'assignee', privileges: ['DeleteImage'] },
  { party: 'platform', privileges: ['DeleteImage'] },
];

/** The owning client's staff, the assigned repairer or bodyshop and the platform, each with CreateImage. */
export function mayAddClaimFile(actor: Permissioned, claim: ClaimParties): boolean {
  return holdsClaimGrant(actor, claim, ADD_FILES);
}

/** DeleteImage as one of the claim's parties, or whoever uploaded the file. */
export function mayDeleteClaimFile(actor: Permissioned, claim: ClaimParties, isUploader: boolean): boolean {
  return isUploader || holdsClaimGrant(actor, claim, DELETE_ANY_FILE);
}
