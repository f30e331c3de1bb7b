import type { TClaimStats } from '@fixline/domain';
import { Typography } from '@mui/material';
import { FiguresTable } from './figures-table.tsx';
import { formatCount, formatDays } from './format-stats.ts';
import { useClaimStat } from './stats-api.ts';
import { StatsSection } from './stats-section.tsx';

type Figures = TClaimStats['organisations']['clients'][number];

const COLUMNS = [
  { header: 'Organisation' },
  { header: 'Claims', numeric: true },
  { header: 'Open', numeric: true },
  { header: 'Paid', numeric: true },
  { header: 'Median cycle time', numeric: true },
] as const;

/** The busiest first; ties by name. */
const byClaims = (a: Figures, b: Figures) => b.claims - a.claims || a.name.localeCompare(b.name, 'en-GB');

function OrganisationTable({ caption, organisations }: { caption: string; organisations: Figures[] }) {
  if (organisations.length === 0)
    return <Typography color="text.secondary">No organisations with claims yet.</Typography>;
  const sorted = [...organisations].sort(byClaims);
  return (
    <FiguresTable
      caption={caption}
      columns={COLUMNS}
      keys={sorted.map((o) => o.id)}
      rows={sorted.map((o) => [
        o.name,
        formatCount(o.claims),
        formatCount(o.open),
        formatCount(o.paid),
        formatDays(o.medianCycleSeconds),
      ])}
    />
  );
}

/** Per client organisation and per repairer or bodyshop: claims, open, paid and median cycle time. */
export function OrganisationsSections({ lastDays }: { lastDays: number }) {
  const stats = useClaimStat('organisations', lastDays);
  const subtitle = `Claims now; median creation to payment for claims paid in the last ${lastDays} days`;
  return (
    <>
      <StatsSection
        title="Clients"
        subtitle={subtitle}
        query={stats}
        table={() => <OrganisationTable caption="Claims per client" organisations={stats.data?.clients ?? []} />}
      />
      <StatsSection
        title="Repairers and bodyshops"
        subtitle={subtitle}
        query={stats}
        table={() => (
          <OrganisationTable caption="Claims per repairer and bodyshop" organisations={stats.data?.repairers ?? []} />
        )}
      />
    </>
  );
}
