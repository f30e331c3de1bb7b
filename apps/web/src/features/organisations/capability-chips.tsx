import { CAPABILITY_LABELS, type Capability } from '@fixline/domain';
import { Chip, Stack, Typography } from '@mui/material';

/** An organisation's capabilities as small chips; 'None' when it has none. */
export function CapabilityChips({ capabilities }: { capabilities: readonly Capability[] }) {
  if (capabilities.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {capabilities.map((capability) => (
        <Chip key={capability} label={CAPABILITY_LABELS[capability]} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
