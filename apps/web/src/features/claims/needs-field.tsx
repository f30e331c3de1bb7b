import { CAPABILITY_LABELS, CLAIM_FIELD_LABELS, REPAIR_CAPABILITIES, type RepairCapability } from '@fixline/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What the repair needs of whoever does it (bodywork, mechanical, EV …): one checkbox each, kept in the
 * domain's order. Only garages with all of them see the claim on the marketplace, so none is required.
 */
export function NeedsField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen: readonly RepairCapability[] = field.value ?? [];
        const toggle = (need: RepairCapability, on: boolean) =>
          field.onChange(REPAIR_CAPABILITIES.filter((each) => (each === need ? on : chosen.includes(each))));
        return (
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend">{CLAIM_FIELD_LABELS.needs}</FormLabel>
            <FormGroup row>
              {REPAIR_CAPABILITIES.map((need) => (
                <FormControlLabel
                  key={need}
                  label={CAPABILITY_LABELS[need]}
                  control={
                    <Checkbox
                      checked={chosen.includes(need)}
                      onChange={(event) => toggle(need, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
