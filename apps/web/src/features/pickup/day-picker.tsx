import { formatDay } from '@fixline/domain';
import EventIcon from '@mui/icons-material/Event';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ToggleButton,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { usePageScrollLock } from '../../components/use-page-scroll-lock.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';

/** Days the driver may choose from: today and the four weeks after. */
const DAYS_AHEAD = 28;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};
/** Monday 0 … Sunday 6. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

interface DayPickerProps {
  /** 'YYYY-MM-DD', the first day that may be chosen. */
  today: string;
  value: readonly string[];
  onChange(days: string[]): void;
  /** Why the garage cannot take a day ('closed', 'closed, bank holiday'), or null when it can. */
  closedOn?: (day: string) => string | null;
}

/**
 * The driver's days, picked on a calendar of the next four weeks: large buttons, each pressed or not.
 * On a phone it fills the screen and locks the page behind it (spec 9's page-scroll lock).
 */
export function DayPicker({ today, value, onChange, closedOn = () => null }: DayPickerProps) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const titleId = useId();
  usePageScrollLock(open && mobile, list);

  const start = addDays(today, -weekdayOf(today));
  const cells = Array.from({ length: weekdayOf(today) + DAYS_AHEAD }, (_, i) => addDays(start, i));
  const toggle = (day: string) =>
    setChosen((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<EventIcon aria-hidden />}
        onClick={() => {
          setChosen([...value]);
          setOpen(true);
        }}
        sx={{ minHeight: 48 }}
      >
        {value.length === 0 ? 'Choose days' : `Change days (${value.length} chosen)`}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={mobile}
        // The lock above is spec 9's; MUI's own would fight it over the body's styles.
        disableScrollLock={mobile}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Days that suit you</DialogTitle>
        <DialogContent ref={list} sx={{ overscrollBehavior: 'contain' }}>
          <Typography sx={{ mb: 2 }}>
            Tap every day you could bring your vehicle in. Tap again to undo. Days the garage is closed cannot be
            chosen.
          </Typography>
          <Box role="group" aria-label="Days" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {WEEKDAYS.map((weekday) => (
              <Typography key={weekday} aria-hidden variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
                {weekday}
              </Typography>
            ))}
            {cells.map((day) => {
              if (day < today) return <span key={day} />;
              // A day the garage is closed stays in its place, shown and read as closed, and cannot be chosen.
              const closed = closedOn(day);
              return (
                <ToggleButton
                  key={day}
                  value={day}
                  selected={closed === null && chosen.includes(day)}
                  disabled={closed !== null}
                  onChange={() => toggle(day)}
                  aria-label={closed === null ? formatDay(day) : `${formatDay(day)}, ${closed}`}
                  color="primary"
                  sx={{ minHeight: 48, minWidth: 0, px: 0.5, flexDirection: 'column', lineHeight: 1.2 }}
                >
                  {shortDay(day)}
                  {closed !== null && (
                    <Typography component="span" variant="caption" sx={{ lineHeight: 1.2 }}>
                      Closed
                    </Typography>
                  )}
                </ToggleButton>
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              onChange(chosen);
              setOpen(false);
            }}
          >
            Done ({chosen.length})
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
