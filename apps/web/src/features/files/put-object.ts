import { errorText, type TSignedUpload } from '@fixline/domain';

export interface PutOptions {
  /** Bytes sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

/** The storage's refusal in words: our embedded storage answers { message }, S3 an XML <Message>. */
function storageMessage(status: number, body: string): string {
  try {
    return errorText(JSON.parse(body) as unknown);
  } catch {
    const s3 = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
    return s3 ?? `The storage refused the file (HTTP ${status})`;
  }
}

/**
 * PUTs a file to the address the API signed, with the signed headers and never our Authorization
 * header (the signature is the permission). XMLHttpRequest, because fetch reports no upload progress.
 * Rejects with the storage's message, or an AbortError when the signal fires.
 */
export function putObject(signed: TSignedUpload, body: Blob, { onProgress, signal }: PutOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', signed.signedRequest);
    for (const [name, value] of Object.entries(signed.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress?.(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(body.size);
        resolve();
      } else {
        reject(new Error(storageMessage(request.status, request.responseText)));
      }
    };
    request.onerror = () => reject(new Error('The connection to the storage was lost: try again'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
