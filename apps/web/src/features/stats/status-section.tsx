import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type TClaimStats } from '@fixline/domain';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { FiguresTable } from './figures-table.tsx';
import { formatCount, headroom } from './format-stats.ts';
import { useClaimStat } from './stats-api.ts';
import { StatsSection } from './stats-section.tsx';

/** Every status in the workflow's order, those without claims as 0, so the bars are always in one place. */
export function statusRows(stats: TClaimStats['statuses']) {
  const counts = new Map(stats.statuses.map((s) => [s.status, s.count]));
  return CLAIM_STATUSES.map((status) => ({
    status,
    label: CLAIM_STATUS_LABELS[status],
    count: counts.get(status) ?? 0,
  }));
}

function StatusChart({ rows }: { rows: ReturnType<typeof statusRows> }) {
  const theme = useTheme();
  const mobile = useIsMobile();
  const most = Math.max(0, ...rows.map((row) => row.count));
  return (
    <BarChart
      layout="horizontal"
      dataset={rows}
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: mobile ? 140 : 190 }]}
      xAxis={[{ tickMinStep: 1, max: headroom(most), valueFormatter: (v: number) => formatCount(v) }]}
      series={[
        {
          dataKey: 'count',
          label: 'Claims',
          color: theme.palette.primary.main,
          barLabel: (item) => (item.value ? formatCount(item.value) : null),
          barLabelPlacement: 'outside',
          valueFormatter: (v) => formatCount(v ?? 0),
        },
      ]}
      hideLegend
      grid={{ vertical: true }}
      disableKeyboardNavigation
    />
  );
}

/** Claims per status now: the statistic has no window. */
export function StatusSection() {
  const stats = useClaimStat('statuses');
  const rows = stats.data ? statusRows(stats.data) : [];
  return (
    <StatsSection
      title="Claims per status"
      subtitle="Every claim you can see, by where it is now"
      query={stats}
      chartHeight={420}
      chart={() => <StatusChart rows={rows} />}
      table={() => (
        <FiguresTable
          caption="Claims per status"
          columns={[{ header: 'Status' }, { header: 'Claims', numeric: true }]}
          rows={rows.map((row) => [row.label, formatCount(row.count)])}
        />
      )}
    />
  );
}
