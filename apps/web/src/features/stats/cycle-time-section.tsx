import { CYCLE_TIME_BUCKETS, type TClaimStats } from '@fixline/domain';
import { Stack, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { FiguresTable } from './figures-table.tsx';
import { formatCount, formatDays, headroom } from './format-stats.ts';
import { StatFigure } from './stat-figure.tsx';
import { useClaimStat } from './stats-api.ts';
import { StatsSection } from './stats-section.tsx';

type CycleTime = TClaimStats['cycle-time'];

/** Every bucket in order, empty ones as 0. */
export function bucketRows(stats: CycleTime) {
  const counts = new Map(stats.buckets.map((b) => [b.bucket, b.count]));
  return CYCLE_TIME_BUCKETS.map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

function CycleTimeChart({ rows }: { rows: ReturnType<typeof bucketRows> }) {
  const theme = useTheme();
  const most = Math.max(0, ...rows.map((row) => row.count));
  return (
    <BarChart
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'bucket', label: 'Creation to payment' }]}
      yAxis={[{ tickMinStep: 1, width: 40, max: headroom(most) }]}
      series={[
        {
          dataKey: 'count',
          label: 'Claims paid',
          color: theme.palette.primary.main,
          barLabel: (item) => (item.value ? formatCount(item.value) : null),
          barLabelPlacement: 'outside',
          valueFormatter: (v) => formatCount(v ?? 0),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      disableKeyboardNavigation
    />
  );
}

function CycleFigures({ stats, lastDays }: { stats: CycleTime; lastDays: number }) {
  return (
    <Stack direction="row" spacing={{ xs: 2, sm: 4 }} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <StatFigure
        label={`Claims paid in the last ${lastDays} days`}
        value={formatCount(stats.paid)}
        testId="cycle-paid"
      />
      <StatFigure label="Median, creation to payment" value={formatDays(stats.medianSeconds)} testId="cycle-median" />
      <StatFigure label="90th percentile" value={formatDays(stats.p90Seconds)} testId="cycle-p90" />
    </Stack>
  );
}

/** How long claims paid in the window took from creation to payment. */
export function CycleTimeSection({ lastDays }: { lastDays: number }) {
  const stats = useClaimStat('cycle-time', lastDays);
  const rows = stats.data ? bucketRows(stats.data) : [];
  return (
    <StatsSection
      title="Cycle time"
      subtitle={`Creation to payment, for claims paid in the last ${lastDays} days`}
      query={stats}
      chartHeight={280}
      figures={() => stats.data && <CycleFigures stats={stats.data} lastDays={lastDays} />}
      chart={() => <CycleTimeChart rows={rows} />}
      table={() => (
        <FiguresTable
          caption={`Claims paid in the last ${lastDays} days, by days from creation to payment`}
          columns={[{ header: 'Creation to payment' }, { header: 'Claims paid', numeric: true }]}
          rows={rows.map((row) => [row.bucket, formatCount(row.count)])}
        />
      )}
    />
  );
}
