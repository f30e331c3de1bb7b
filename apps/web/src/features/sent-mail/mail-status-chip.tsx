import { MAIL_STATUS_LABELS, type MailStatus } from '@fixline/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, type ChipProps } from '@mui/material';

const LOOKS = {
  queued: { color: 'default', Icon: ScheduleIcon },
  sent: { color: 'success', Icon: MarkEmailReadIcon },
  failed: { color: 'error', Icon: ErrorOutlineIcon },
} as const satisfies Record<MailStatus, { color: ChipProps['color']; Icon: SvgIconComponent }>;

/** A mail's delivery state: its word and icon say it, the colour only repeats it. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const { color, Icon } = LOOKS[status];
  return <Chip size="small" color={color} icon={<Icon aria-hidden />} label={MAIL_STATUS_LABELS[status]} />;
}
