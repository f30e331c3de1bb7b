import { fileContentType, uploadRefusal } from '@fixline/domain';
import { useCallback, useEffect, useState } from 'react';
import { dropFile, type QueuedFile, queueFile, readFiles } from './fnol-store.ts';

export const KEEP_FAILED = 'This file could not be kept on this phone: it has no room for it';

/** A file the domain's rule refused as it was added: shown with the rule's words, never queued. */
export interface RefusedFile {
  name: string;
  message: string;
}

/**
 * The photos and videos of the report, kept in the browser's database until the report has its upload
 * secret (they are sent after the report, features/fnol/send-report.ts): a reload keeps them too.
 */
export function useQueuedFiles() {
  const [files, setFiles] = useState<QueuedFile[] | null>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const reload = useCallback(() => readFiles().then(setFiles, () => setFiles([])), []);
  useEffect(() => void reload(), [reload]);

  const add = async (chosen: File[]) => {
    const refusals: RefusedFile[] = [];
    for (const file of chosen) {
      const type = fileContentType(file);
      const refusal = uploadRefusal(type, file.size);
      if (refusal) {
        refusals.push({ name: file.name, message: refusal.message });
        continue;
      }
      try {
        await queueFile({ id: crypto.randomUUID(), name: file.name, type, blob: file });
      } catch {
        // The browser's storage is full or closed to us (private browsing): the file cannot wait here.
        refusals.push({ name: file.name, message: KEEP_FAILED });
      }
    }
    setRefused(refusals);
    await reload();
  };

  const remove = async (id: string) => {
    await dropFile(id);
    await reload();
  };

  return { files, refused, add, remove, reload };
}
