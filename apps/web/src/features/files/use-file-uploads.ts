import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRefreshClaimFiles } from './claim-files-api.ts';
import { signedInDestination, uploadClaimFile } from './upload-claim-file.ts';
import { UploadQueue } from './upload-queue.ts';

/** The uploads of one claim page: its queue, and the list as it changes. Leaving the page stops them. */
export function useFileUploads(claimId: string) {
  // Stable for the page's claim, like the queue made with it.
  const refresh = useRefreshClaimFiles(claimId);
  const [queue] = useState(
    () =>
      new UploadQueue(
        (upload, options) => uploadClaimFile(signedInDestination(claimId), upload.file, upload.contentType, options),
        () => void refresh(),
      ),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { uploads, queue };
}
