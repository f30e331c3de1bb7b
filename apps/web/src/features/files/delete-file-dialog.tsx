import type { TClaimFile } from '@fixline/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDeleteClaimFile } from './claim-files-api.ts';

/** Asks before a file is deleted: it cannot be brought back. */
export function DeleteFileDialog({
  claimId,
  file,
  onClose,
  onDeleted,
}: {
  claimId: string;
  file: TClaimFile;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteClaimFile(claimId);
  const confirm = () =>
    remove.mutate(file.id, {
      onSuccess: () => {
        onDeleted?.();
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title="Delete file"
      text={`Delete ${file.name} from this claim? This cannot be undone.`}
      confirmLabel="Delete file"
      color="error"
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
