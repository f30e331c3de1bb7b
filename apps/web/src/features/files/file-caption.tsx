import { formatBytes, type TClaimFile } from '@fixline/domain';
import { Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';

/** Who added a file, when, and how large it is. A driver's FNOL upload has no account behind it. */
export function FileCaption({ file }: { file: TClaimFile }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {formatBytes(file.size)} · {file.uploadedBy?.name ?? 'The driver'} ·{' '}
      <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
    </Typography>
  );
}
