import { InputAdornment } from '@mui/material';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

const poundsInput = {
  input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;

/** An amount typed in pounds ('1,234.50'): the £ before it, the phone's number pad; pence leave the form. */
export function PoundsField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}) {
  return <FormTextField form={form} name={name} label={label} autoComplete="off" slotProps={poundsInput} />;
}
