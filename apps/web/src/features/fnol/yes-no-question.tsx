import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { requiredLabel } from '../../components/required-label.ts';

/** A required yes-or-no question as a pair of radio buttons, with its message under them. */
export function YesNoQuestion({
  label,
  value,
  onChange,
  message,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  message: string | null;
}) {
  const id = useId();
  return (
    <FormControl error={message !== null}>
      <FormLabel id={`${id}-label`}>{requiredLabel(label)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-message`}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <FormControlLabel
          value="true"
          control={<Radio slotProps={{ input: { 'aria-invalid': message !== null } }} />}
          label="Yes"
          sx={{ minHeight: 44, mr: 4 }}
        />
        <FormControlLabel value="false" control={<Radio />} label="No" sx={{ minHeight: 44 }} />
      </RadioGroup>
      <FormHelperText id={`${id}-message`}>{message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
