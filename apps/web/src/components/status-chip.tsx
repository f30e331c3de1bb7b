import { CLAIM_STATUS_LABELS, CLAIM_STATUS_STAGES, type ClaimStage, type ClaimStatus } from '@fixline/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import BuildIcon from '@mui/icons-material/Build';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import GavelIcon from '@mui/icons-material/Gavel';
import InboxIcon from '@mui/icons-material/Inbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Chip, type ChipProps } from '@mui/material';

interface StageLook {
  color: ChipProps['color'];
  variant: ChipProps['variant'];
  Icon: SvgIconComponent;
}

/** One look per stage of the track (docs/ui.md); the label and the icon say it too, so colour is never alone. */
const STAGE_LOOKS = {
  intake: { color: 'default', variant: 'filled', Icon: InboxIcon },
  authorisation: { color: 'warning', variant: 'filled', Icon: GavelIcon },
  marketplace: { color: 'info', variant: 'filled', Icon: StorefrontIcon },
  repair: { color: 'primary', variant: 'filled', Icon: BuildIcon },
  payment: { color: 'success', variant: 'filled', Icon: PaymentsIcon },
  closed: { color: 'default', variant: 'outlined', Icon: DoneAllIcon },
} as const satisfies Record<ClaimStage, StageLook>;

/** A claim's status as the spec labels it, coloured by its stage. */
export function StatusChip({ status, size = 'medium' }: { status: ClaimStatus; size?: ChipProps['size'] }) {
  const stage = CLAIM_STATUS_STAGES[status];
  const { color, variant, Icon } = STAGE_LOOKS[stage];
  return (
    <Chip
      label={CLAIM_STATUS_LABELS[status]}
      color={color}
      variant={variant}
      size={size}
      icon={<Icon aria-hidden />}
      data-stage={stage}
    />
  );
}
