import { PARTNER_CALL_STATUS_LABELS, type PartnerCallStatus } from '@fixline/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, type ChipProps } from '@mui/material';

const LOOKS = {
  queued: { color: 'default', Icon: ScheduleIcon },
  answered: { color: 'success', Icon: CheckCircleIcon },
  failed: { color: 'error', Icon: ErrorOutlineIcon },
} as const satisfies Record<PartnerCallStatus, { color: ChipProps['color']; Icon: SvgIconComponent }>;

/** A call's state: its word and icon say it, the colour only repeats it. */
export function PartnerCallStatusChip({ status }: { status: PartnerCallStatus }) {
  const { color, Icon } = LOOKS[status];
  return <Chip size="small" color={color} icon={<Icon aria-hidden />} label={PARTNER_CALL_STATUS_LABELS[status]} />;
}
