import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

interface FormCheckboxGroupProps<T extends FieldValues, TOut extends FieldValues, TOption extends string> {
  /** TOut: what the resolver hands on after parsing. */
  form: UseFormReturn<T, unknown, TOut>;
  /** A field holding a list of the options. */
  name: Path<T>;
  legend: string;
  options: readonly TOption[];
  labelOf: (option: TOption) => string;
}

/**
 * A list field of a react-hook-form form as a group of checkboxes under a legend, its value kept in the
 * options' order whatever order they are ticked in, and the field's message below it.
 */
export function FormCheckboxGroup<T extends FieldValues, TOut extends FieldValues, TOption extends string>({
  form,
  name,
  legend,
  options,
  labelOf,
}: FormCheckboxGroupProps<T, TOut, TOption>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as readonly TOption[];
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup>
              {options.map((option) => (
                <FormControlLabel
                  key={option}
                  label={labelOf(option)}
                  control={
                    <Checkbox
                      checked={chosen.includes(option)}
                      onChange={(change) =>
                        field.onChange(
                          options.filter((o) => (o === option ? change.target.checked : chosen.includes(o))),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
