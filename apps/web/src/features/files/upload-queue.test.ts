import { CLAIM_FILE_MESSAGES } from '@fixline/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { UploadProgress } from './upload-claim-file.ts';
import { type SendFile, type Upload, UploadQueue } from './upload-queue.ts';

interface Pending {
  upload: Upload;
  progress: (p: UploadProgress) => void;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A queue whose sends wait until the test settles them, one by one. */
function queueUnderTest() {
  const pending: Pending[] = [];
  const send: SendFile = (upload, { onProgress, signal }) =>
    new Promise<void>((resolve, reject) => pending.push({ upload, progress: onProgress, signal, resolve, reject }));
  const uploaded = vi.fn();
  const queue = new UploadQueue(send, uploaded);
  const state = () => queue.getSnapshot().map((u) => [u.file.name, u.status, u.loaded, u.message]);
  return { queue, pending, uploaded, state };
}

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('refuses by the domain’s rule before asking the server, and sends the rest two at a time', async () => {
    const { queue, pending, state } = queueUnderTest();
    queue.add([
      file('a.jpg', 'image/jpeg'),
      file('notes.txt', 'text/plain'),
      file('huge.mp4', 'video/mp4', 501 * 1024 * 1024),
      file('b.pdf', 'application/pdf'),
      file('c.png', 'image/png'),
    ]);
    expect(state()).toEqual([
      ['a.jpg', 'uploading', 0, null],
      ['notes.txt', 'refused', 0, CLAIM_FILE_MESSAGES.typeNotAllowed('text/plain')],
      ['huge.mp4', 'refused', 0, 'The file is too large: at most 500 MB'],
      ['b.pdf', 'uploading', 0, null],
      ['c.png', 'queued', 0, null],
    ]);
    expect(pending.map((p) => p.upload.file.name)).toEqual(['a.jpg', 'b.pdf']);
    pending[0]?.resolve();
    await settle();
    expect(pending.map((p) => p.upload.file.name)).toEqual(['a.jpg', 'b.pdf', 'c.png']);
  });

  it('follows each file’s progress and announces what was uploaded', async () => {
    const { queue, pending, uploaded, state } = queueUnderTest();
    queue.add([file('a.jpg', 'image/jpeg')]);
    pending[0]?.progress({ loaded: 400, total: 1200 });
    expect(queue.getSnapshot()[0]).toMatchObject({ loaded: 400, total: 1200, status: 'uploading' });
    pending[0]?.resolve();
    await settle();
    expect(state()).toEqual([['a.jpg', 'done', 400, null]]);
    expect(uploaded).toHaveBeenCalledTimes(1);
    queue.clearFinished();
    expect(state()).toEqual([]);
  });

  it('says why an upload failed in the spec’s words, and tries it again', async () => {
    const { queue, pending, uploaded, state } = queueUnderTest();
    queue.add([file('a.jpg', 'image/jpeg')]);
    pending[0]?.reject(new ApiError(400, { message: CLAIM_FILE_MESSAGES.notUploaded }));
    await settle();
    expect(state()).toEqual([['a.jpg', 'failed', 0, `Failed to upload images: ${CLAIM_FILE_MESSAGES.notUploaded}`]]);
    queue.retry(queue.getSnapshot()[0]?.id ?? 0);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve();
    await settle();
    expect(state()).toEqual([['a.jpg', 'done', 0, null]]);
    expect(uploaded).toHaveBeenCalledTimes(1);
  });

  it('stops an upload taken off the list, and a cancelled one shows no error', async () => {
    const { queue, pending, state } = queueUnderTest();
    queue.add([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]);
    queue.dismiss(queue.getSnapshot()[0]?.id ?? 0);
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[0]?.reject(new DOMException('cancelled', 'AbortError'));
    queue.cancelAll();
    expect(pending[1]?.signal.aborted).toBe(true);
    pending[1]?.reject(new DOMException('cancelled', 'AbortError'));
    await settle();
    expect(state()).toEqual([['b.jpg', 'uploading', 0, null]]);
  });
});
