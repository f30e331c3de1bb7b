import type { TFnolClaimResponse } from '@fixline/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { FnolDraft, FnolReportBody } from './fnol-draft.ts';

/** A report on its way: made at submit, answered by the server (from this page or the service worker). */
export interface FnolOutbox {
  key: string;
  body: FnolReportBody;
  answer: TFnolClaimResponse | null;
}

/** What /fnol/complete shows once the report is in. */
export interface FnolCompleted {
  reference: string;
  insurerName: string | null;
  /** Files that did not reach the insurer (the driver may send them when asked). */
  filesLeft: number;
  submittedAt: string;
  /** The driver's tracking page (/track/{token}); absent from reports kept before it existed. */
  trackingUrl?: string;
}

/** A photo or video waiting for its report's upload secret. */
export interface QueuedFile {
  id: string;
  name: string;
  type: string;
  blob: Blob;
}

interface FnolDb extends DBSchema {
  state: {
    key: 'draft' | 'outbox' | 'completed';
    value: FnolDraft | FnolOutbox | FnolCompleted;
  };
  files: { key: string; value: QueuedFile };
}

/**
 * The wizard's own browser database, apart from the signed-in user's (notifications/browser-db.ts):
 * a driver has no account. public/sw.js opens it too, to send a report on a background sync.
 */
export const FNOL_DB = { name: 'Fixline FNOL', version: 1 } as const;

let opening: Promise<IDBPDatabase<FnolDb>> | undefined;
function db() {
  opening ??= openDB<FnolDb>(FNOL_DB.name, FNOL_DB.version, {
    upgrade(database) {
      database.createObjectStore('state');
      database.createObjectStore('files', { keyPath: 'id' });
    },
  });
  return opening;
}

export const readDraft = async () => (await (await db()).get('state', 'draft')) as FnolDraft | undefined;
export const saveDraft = async (draft: FnolDraft) => void (await (await db()).put('state', draft, 'draft'));
export const readOutbox = async () => (await (await db()).get('state', 'outbox')) as FnolOutbox | undefined;
export const saveOutbox = async (outbox: FnolOutbox) => void (await (await db()).put('state', outbox, 'outbox'));
/** The server refused the report as it was: the driver corrects it and sends a new body (the key stays). */
export const dropOutbox = async () => void (await (await db()).delete('state', 'outbox'));
export const readCompleted = async () => (await (await db()).get('state', 'completed')) as FnolCompleted | undefined;

export const readFiles = async () => (await db()).getAll('files');
export const queueFile = async (file: QueuedFile) => void (await (await db()).put('files', file));
export const dropFile = async (id: string) => void (await (await db()).delete('files', id));

/** The report is in: what the complete page shows stays, the draft and what was queued go. */
export async function finishReport(completed: FnolCompleted): Promise<void> {
  const database = await db();
  const transaction = database.transaction(['state', 'files'], 'readwrite');
  await Promise.all([
    transaction.objectStore('state').put(completed, 'completed'),
    transaction.objectStore('state').delete('draft'),
    transaction.objectStore('state').delete('outbox'),
    transaction.objectStore('files').clear(),
    transaction.done,
  ]);
}

/** A new report after a finished one: the complete page's record goes too. */
export const forgetCompleted = async () => void (await (await db()).delete('state', 'completed'));
