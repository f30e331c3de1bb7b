import { Button, Stack } from '@mui/material';

interface Choice {
  label: string;
  onClick: () => void;
}

/**
 * A driver's two answers as large, full-width buttons (docs/ui.md: touch targets for a phone), the first
 * the way forward.
 */
export function DriverChoice({ yes, no, busy }: { yes: Choice; no: Choice; busy: boolean }) {
  return (
    <Stack spacing={1.5}>
      {[yes, no].map((choice, index) => (
        <Button
          key={choice.label}
          variant={index === 0 ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={busy}
          onClick={choice.onClick}
        >
          {choice.label}
        </Button>
      ))}
    </Stack>
  );
}
