import { errorText, type TFnolClaimResponse } from '@fixline/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { uploadClaimFile } from '../files/upload-claim-file.ts';
import { UploadQueue } from '../files/upload-queue.ts';
import { type FnolDraft, reportBody } from './fnol-draft.ts';
import {
  dropFile,
  dropOutbox,
  type FnolOutbox,
  finishReport,
  readFiles,
  readOutbox,
  saveOutbox,
} from './fnol-store.ts';
import { reportDestination, sendReport, sendWhenOnline } from './send-report.ts';

/** Spec 8's words for a claim that could not be made. */
export const CREATE_FAILED = 'Failed to create a claim: ';

export type SendPhase =
  | { kind: 'ready' }
  | { kind: 'sending' }
  /** No network: the report waits on the phone; `background` when the service worker will send it. */
  | { kind: 'waiting'; background: boolean }
  | { kind: 'refused'; message: string }
  /** The claim is made; its files are on their way. */
  | { kind: 'uploading'; answer: TFnolClaimResponse };

/**
 * Sending the report, then its files. The report goes once (its Idempotency-Key) from wherever it is
 * sent; without a network it waits on the phone and goes when the network returns, by Background Sync
 * or by this page's `online` listener. The files follow with the report's upload secret, two at a
 * time, each with its progress and a retry; when every one is in, the report is finished.
 */
export function useSendReport(draft: FnolDraft, onFinished: () => void) {
  const [phase, setPhase] = useState<SendPhase>({ kind: 'ready' });
  const answer = useRef<TFnolClaimResponse | null>(null);
  const fileIds = useRef(new Map<File, string>());
  const [queue] = useState(
    () =>
      new UploadQueue(
        async (upload, options) => {
          if (!answer.current) throw new Error('A file was sent before its report');
          await uploadClaimFile(reportDestination(answer.current), upload.file, upload.contentType, options);
          const id = fileIds.current.get(upload.file);
          if (id) await dropFile(id);
        },
        () => undefined,
      ),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const finish = useCallback(
    async (made: TFnolClaimResponse, filesLeft: number) => {
      await finishReport({
        reference: made.reference,
        insurerName: draft.insurerName,
        filesLeft,
        submittedAt: new Date().toISOString(),
        trackingUrl: made.trackingUrl,
      });
      onFinished();
    },
    [draft.insurerName, onFinished],
  );

  const startUploads = useCallback(
    async (made: TFnolClaimResponse) => {
      if (answer.current) return; // already under way (a resume and an online event at once)
      answer.current = made;
      setPhase({ kind: 'uploading', answer: made });
      const queued = await readFiles();
      const files = queued.map((stored) => {
        const file = new File([stored.blob], stored.name, { type: stored.type });
        fileIds.current.set(file, stored.id);
        return file;
      });
      if (files.length === 0) await finish(made, 0);
      else queue.add(files);
    },
    [finish, queue],
  );

  const attempt = useCallback(
    async (outbox: FnolOutbox) => {
      setPhase({ kind: 'sending' });
      try {
        await startUploads(await sendReport(outbox));
      } catch (error) {
        if (!(error instanceof ApiError)) {
          setPhase({ kind: 'waiting', background: await sendWhenOnline() });
        } else if (error.status === 429 || error.status >= 500) {
          // Nothing is lost: the report stays on the phone, with its key, for the next try.
          setPhase({ kind: 'refused', message: errorText(error) });
        } else {
          await dropOutbox();
          setPhase({ kind: 'refused', message: CREATE_FAILED + errorText(error) });
        }
      }
    },
    [startUploads],
  );

  // A report sent before a reload, or by the service worker while the page was closed, carries on.
  useEffect(() => {
    let live = true;
    readOutbox().then((outbox) => {
      if (!live || !outbox) return;
      if (outbox.answer) void startUploads(outbox.answer);
      else void attempt(outbox);
    });
    return () => {
      live = false;
    };
  }, [attempt, startUploads]);

  // The network is back: the waiting report goes, and files that failed are tried again.
  useEffect(() => {
    const online = () => {
      if (phase.kind === 'waiting') void readOutbox().then((outbox) => outbox && attempt(outbox));
      for (const upload of queue.getSnapshot()) if (upload.status === 'failed') queue.retry(upload.id);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [phase.kind, attempt, queue]);

  // Every file is in: the report is finished.
  useEffect(() => {
    if (phase.kind !== 'uploading' || uploads.length === 0) return;
    if (uploads.every((upload) => upload.status === 'done')) void finish(phase.answer, 0);
  }, [phase, uploads, finish]);

  const submit = async () => {
    if (phase.kind === 'sending' || phase.kind === 'uploading') return;
    const outbox = (await readOutbox()) ?? { key: draft.key, body: reportBody(draft), answer: null };
    await saveOutbox(outbox);
    await attempt(outbox);
  };

  /** Some files would not go: the report is finished without them. */
  const finishWithout = () => {
    if (phase.kind !== 'uploading') return;
    void finish(phase.answer, uploads.filter((upload) => upload.status !== 'done').length);
  };

  return { phase, uploads, queue, submit, finishWithout };
}
