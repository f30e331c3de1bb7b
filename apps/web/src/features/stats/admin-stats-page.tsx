import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Permitted } from '../../components/permitted.tsx';
import { CreatedPerDaySection } from './created-per-day-section.tsx';
import { CycleTimeSection } from './cycle-time-section.tsx';
import { DuplicatesSection } from './duplicates-section.tsx';
import { OrganisationsSections } from './organisations-section.tsx';
import { parseStatsWindow, STATS_WINDOWS } from './stats-api.ts';
import { StatusSection } from './status-section.tsx';
import { SummaryFigures } from './summary-figures.tsx';

/** The window of the figures that have one, kept in the address (?lastDays=) so a link shows the same. */
function WindowPicker({ lastDays, onChange }: { lastDays: number; onChange: (days: number) => void }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id="stats-window-label" component="span">
        Show the last
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={lastDays}
        onChange={(_, days: number | null) => days !== null && onChange(days)}
        aria-labelledby="stats-window-label"
      >
        {STATS_WINDOWS.map((days) => (
          <ToggleButton
            key={days}
            value={days}
            sx={{ minHeight: 44, px: 1.5, whiteSpace: 'nowrap', color: 'text.primary' }}
          >
            {days} days
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * /admin: how claims are going, over the claims this person may see (the server narrows a client admin to
 * its organisation): per status, created per day, cycle times, per organisation, and for super admins the
 * possible duplicates.
 */
export default function AdminStatsPage() {
  const [params, setParams] = useSearchParams();
  const lastDays = parseStatsWindow(params.get('lastDays'));
  const setWindow = (days: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('lastDays', String(days));
      return next;
    });

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Statistics
        </Typography>
        <WindowPicker lastDays={lastDays} onChange={setWindow} />
      </Stack>
      <SummaryFigures lastDays={lastDays} />
      <StatusSection />
      <CreatedPerDaySection lastDays={lastDays} />
      <CycleTimeSection lastDays={lastDays} />
      <OrganisationsSections lastDays={lastDays} />
      <Permitted checks={{ privileges: ['SuperAdminViewDuplicates'] }}>
        <DuplicatesSection />
      </Permitted>
    </Stack>
  );
}
