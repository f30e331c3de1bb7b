import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { requiredLabel } from './required-label.ts';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'helperText' | 'select' | 'value' | 'onChange'
> & {
  /** TOut: what the resolver hands on after parsing. */
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; without it the field always holds one of the options. */
  emptyLabel?: string;
  required?: boolean;
};

/**
 * A native select bound to a react-hook-form form: the phone's own picker, a real label, and the empty
 * option held as "no value" (undefined), so a required one says 'This field is required'.
 */
export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
  options,
  emptyLabel,
  required = true,
  ...props
}: FormSelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={required ? requiredLabel(label) : label}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-required': required },
          }}
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
