import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { formatCount } from './format-stats.ts';
import { StatFigure } from './stat-figure.tsx';
import { useClaimStat } from './stats-api.ts';

function FigureCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        {value === undefined ? (
          <Skeleton
            variant="text"
            height={56}
            role="progressbar"
            aria-busy="true"
            aria-label={`Loading ${label.toLowerCase()}`}
          />
        ) : (
          <StatFigure label={label} value={formatCount(value)} testId={testId} />
        )}
      </CardContent>
    </Card>
  );
}

/** The four numbers people look for first. They share their queries with the sections below. */
export function SummaryFigures({ lastDays }: { lastDays: number }) {
  const statuses = useClaimStat('statuses');
  const created = useClaimStat('created-per-day', lastDays);
  const cycle = useClaimStat('cycle-time', lastDays);
  const total = statuses.data?.statuses.reduce((sum, s) => sum + s.count, 0);
  const createdTotal = created.data?.days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Box
      component="section"
      aria-label="Key figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <FigureCard label="Claims" value={total} testId="figure-claims" />
      <FigureCard label="Open issues" value={statuses.data?.raisedIssues} testId="figure-issues" />
      <FigureCard label={`Created in the last ${lastDays} days`} value={createdTotal} testId="figure-created" />
      <FigureCard label={`Paid in the last ${lastDays} days`} value={cycle.data?.paid} testId="figure-paid" />
    </Box>
  );
}
