import { ISO_WEEKDAYS, WEEKDAY_LABELS } from '@fixline/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

interface OpenDaysFieldProps {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}

/** "Open on": the weekdays a garage opens, Monday to Sunday, as checkboxes (decision 0084). */
export function OpenDaysField({ value, onChange, error }: OpenDaysFieldProps) {
  const toggle = (day: number, checked: boolean) =>
    onChange(ISO_WEEKDAYS.filter((option) => (option === day ? checked : value.includes(option))));
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">Open on</FormLabel>
      <FormGroup row>
        {ISO_WEEKDAYS.map((day) => (
          <FormControlLabel
            key={day}
            label={WEEKDAY_LABELS[day]}
            control={<Checkbox checked={value.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
