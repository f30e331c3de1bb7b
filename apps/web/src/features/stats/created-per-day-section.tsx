import type { TClaimStats } from '@fixline/domain';
import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatDate } from '../../components/format-date.ts';
import { FiguresTable } from './figures-table.tsx';
import { formatCount, formatDayMonth, headroom } from './format-stats.ts';
import { useClaimStat } from './stats-api.ts';
import { StatsSection } from './stats-section.tsx';

/** Dots on each day only while there are few enough to tell apart. */
const MAX_DAYS_WITH_MARKS = 31;
const DAY_MS = 86_400_000;

function CreatedChart({ days }: { days: TClaimStats['created-per-day']['days'] }) {
  const theme = useTheme();
  // A time axis picks a readable number of ticks for a week as for a year; UTC so a date stays its day.
  const dataset = days.map((day) => ({ day: new Date(`${day.date}T00:00:00Z`), count: day.count }));
  const most = Math.max(0, ...days.map((day) => day.count));
  return (
    <LineChart
      dataset={dataset}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'day',
          tickMinStep: DAY_MS,
          valueFormatter: (day: Date, context) => {
            const date = day.toISOString().slice(0, 10);
            return context.location === 'tooltip' ? formatDate(date) : formatDayMonth(date);
          },
        },
      ]}
      // From 0, with room above: a window without claims still has an axis to read.
      yAxis={[{ tickMinStep: 1, width: 40, min: 0, max: headroom(most) }]}
      series={[
        {
          dataKey: 'count',
          label: 'Claims created',
          color: theme.palette.primary.main,
          area: true,
          // Straight lines between days: a smoothed curve would show claims between whole days.
          curve: 'linear',
          showMark: days.length <= MAX_DAYS_WITH_MARKS,
          valueFormatter: (v) => formatCount(v ?? 0),
        },
      ]}
      hideLegend
      // Room for the last date's label, which is centred on the right edge.
      margin={{ right: 24 }}
      grid={{ horizontal: true }}
      disableKeyboardNavigation
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.2 } }}
    />
  );
}

/** Claims created on each day of the window, days without claims as 0. */
export function CreatedPerDaySection({ lastDays }: { lastDays: number }) {
  const stats = useClaimStat('created-per-day', lastDays);
  const days = stats.data?.days ?? [];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <StatsSection
      title="Claims created per day"
      subtitle={`${formatCount(total)} ${total === 1 ? 'claim' : 'claims'} created in the last ${lastDays} days`}
      query={stats}
      chart={() => <CreatedChart days={days} />}
      table={() => (
        <FiguresTable
          caption={`Claims created per day, last ${lastDays} days`}
          columns={[{ header: 'Date' }, { header: 'Claims created', numeric: true }]}
          rows={days.map((day) => [formatDate(day.date), formatCount(day.count)])}
          keys={days.map((day) => day.date)}
        />
      )}
    />
  );
}
