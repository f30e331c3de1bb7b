import type { FastifyBaseLogger } from 'fastify';
import type { ClaimStore } from '../../events/claim-events.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';

/** What the file operations use: the database and events, the object storage, and a log for what only operators need to know. */
export interface FilesContext extends ClaimStore {
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}
