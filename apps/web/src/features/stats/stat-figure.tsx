import { Box, Typography } from '@mui/material';

/** One figure to read at a glance: the number large, what it is beneath. */
export function StatFigure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography
        variant="h4"
        component="p"
        sx={{ fontWeight: 600, lineHeight: 1.2, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
