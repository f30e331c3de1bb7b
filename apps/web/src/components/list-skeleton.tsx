import { Box, Skeleton } from '@mui/material';

/** A list's rows while it loads, announced by its name (docs/ui.md: skeletons, not spinners). */
export function ListSkeleton({ label, rows = 4, height = 52 }: { label: string; rows?: number; height?: number }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} variant="rounded" height={height} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
