import { CLAIM_FILE_MESSAGES, errorText, fileContentType, uploadRefusal } from '@fixline/domain';
import { isAbortError } from './claim-files-api.ts';
import type { UploadProgress } from './upload-claim-file.ts';

/** refused: the domain's rule said no before the server was asked; failed: it can be tried again. */
export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'done' | 'failed';

export interface Upload {
  id: number;
  file: File;
  contentType: string;
  status: UploadStatus;
  loaded: number;
  total: number;
  /** Why it was refused or failed, in the spec's words for a failure. */
  message: string | null;
}

export type SendFile = (
  upload: Upload,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<unknown>;

/** Two at a time: a phone's uplink is better spent finishing files than starting them all. */
const PARALLEL = 2;

/**
 * The files being added to one claim, outside React so their order of events is plain code: each file
 * is checked by the domain's rule, queued, sent two at a time, and when one fails it waits for a retry.
 * The page subscribes to it (useSyncExternalStore).
 */
export class UploadQueue {
  private uploads: readonly Upload[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<number, AbortController>();
  private nextId = 1;

  constructor(
    private readonly send: SendFile,
    private readonly onUploaded: () => void,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.uploads;

  add(files: readonly File[]): void {
    const added = files.map((file): Upload => {
      const contentType = fileContentType(file);
      const refusal = uploadRefusal(contentType, file.size);
      return {
        id: this.nextId++,
        file,
        contentType,
        status: refusal ? 'refused' : 'queued',
        loaded: 0,
        total: file.size,
        message: refusal?.message ?? null,
      };
    });
    this.set([...this.uploads, ...added]);
    this.pump();
  }

  retry(id: number): void {
    this.update(id, { status: 'queued', loaded: 0, message: null });
    this.pump();
  }

  /** Takes a file off the list, stopping its upload if it is under way. */
  dismiss(id: number): void {
    this.controllers.get(id)?.abort();
    this.set(this.uploads.filter((upload) => upload.id !== id));
    this.pump();
  }

  clearFinished(): void {
    this.set(this.uploads.filter((upload) => upload.status !== 'done' && upload.status !== 'refused'));
  }

  /** The page went away: uploads under way stop quietly. */
  cancelAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
  }

  private pump(): void {
    let running = this.uploads.filter((upload) => upload.status === 'uploading').length;
    for (const upload of this.uploads) {
      if (running >= PARALLEL) return;
      if (upload.status !== 'queued') continue;
      running++;
      void this.start(upload);
    }
  }

  private async start(upload: Upload): Promise<void> {
    const controller = new AbortController();
    this.controllers.set(upload.id, controller);
    this.update(upload.id, { status: 'uploading' });
    try {
      await this.send(upload, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => this.update(upload.id, { loaded, total }),
      });
      this.update(upload.id, { status: 'done' });
      this.onUploaded();
    } catch (error) {
      if (!isAbortError(error)) {
        this.update(upload.id, { status: 'failed', message: CLAIM_FILE_MESSAGES.uploadFailed + errorText(error) });
      }
    } finally {
      this.controllers.delete(upload.id);
      this.pump();
    }
  }

  private update(id: number, patch: Partial<Upload>): void {
    this.set(this.uploads.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  }

  private set(uploads: readonly Upload[]): void {
    this.uploads = uploads;
    for (const listener of this.listeners) listener();
  }
}
