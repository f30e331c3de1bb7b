import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRefreshClaimFiles } from './claim-files-api.ts';
import { uploadClaimFile } from './upload-claim-file.ts';
import { UploadQueue } from './upload-queue.ts';

/** The uploads of one claim page: its queue, and the list as it changes. Leaving the page stops them. */
export function useFileUploads(claimId: string) {
  const refresh = useRefreshClaimFiles(claimId);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  const [queue] = useState(
    () =>
      new UploadQueue(
        (upload, options) => uploadClaimFile(claimId, upload.file, upload.contentType, options),
        () => void refreshRef.current(),
      ),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { uploads, queue };
}
