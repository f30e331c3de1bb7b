import { CAPABILITY_LABELS, type Capability } from '@fixline/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';

interface CapabilitiesFieldProps {
  options: readonly Capability[];
  value: readonly Capability[];
  onChange: (capabilities: Capability[]) => void;
  error?: string;
  disabled?: boolean;
  /** Under a heading that already says 'Capabilities', the legend is for screen readers only. */
  legendHidden?: boolean;
}

/** The capabilities an organisation's type can hold, as a group of checkboxes kept in the options' order. */
export function CapabilitiesField({ options, value, onChange, error, disabled, legendHidden }: CapabilitiesFieldProps) {
  const toggle = (capability: Capability, checked: boolean) =>
    onChange(options.filter((option) => (option === capability ? checked : value.includes(option))));
  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend">
        {legendHidden ? <VisuallyHidden>Capabilities</VisuallyHidden> : 'Capabilities'}
      </FormLabel>
      <FormGroup row>
        {options.map((capability) => (
          <FormControlLabel
            key={capability}
            label={CAPABILITY_LABELS[capability]}
            control={
              <Checkbox
                checked={value.includes(capability)}
                onChange={(event) => toggle(capability, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
