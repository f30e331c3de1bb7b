/**
 * Object storage for claim files: the browser puts and gets the bytes itself at addresses we sign, the
 * server only signs, checks and (for thumbnails) writes. Two adapters: local disk served by this app
 * (the default) and any S3 API.
 */
export interface ObjectStorage {
  /** 'disk' or 's3', for logs and the docs' wording. */
  readonly kind: 'disk' | 's3';
  /**
   * Where browsers reach the objects when it is not this app's origin (for the Content-Security-Policy);
   * null for the same origin.
   */
  readonly origin: string | null;
  /**
   * An address to PUT exactly one body to, without our Authorization header: the storage refuses another
   * content type or another length than signed, and refuses it once expired.
   */
  signUpload(request: UploadRequest): Promise<SignedUpload>;
  /** A GET address for the object that stops working after expiresInSeconds. */
  signDownload(request: { key: string; expiresInSeconds: number }): Promise<string>;
  /** The stored object's size and content type, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  read(key: string): Promise<Buffer>;
  /** Objects the server makes itself (thumbnails). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Gone afterwards; removing what is not there is not an error. */
  remove(key: string): Promise<void>;
}

export interface UploadRequest {
  key: string;
  contentType: string;
  /** The exact body length in bytes, when the uploader said it. */
  size?: number;
  /** Without a size: the most the body may be, where the storage can enforce it (disk can, a presigned S3 PUT cannot). */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface SignedUpload {
  /** Absolute for S3; a path on this app's origin for the disk adapter. */
  url: string;
  /** Headers the PUT must carry as they are (the signed content type). */
  headers: Record<string, string>;
}

export interface StoredObject {
  size: number;
  contentType: string;
}
