import { TextField, type TextFieldProps } from '@mui/material';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { requiredLabel } from './required-label.ts';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'helperText'
> & {
  /** TOut: what the resolver hands on after parsing (pence from pounds, null from blanks). */
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** Spec section 5: required fields are labelled '(required)'. */
  required?: boolean;
};

/**
 * A text field bound to a react-hook-form form. Its helper text always keeps its line (' ' when there is
 * no message), so a message vanishing on blur never moves a button away from under a click.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
  required = true,
  slotProps,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const fieldError = get(form.formState.errors, name) as { message?: unknown } | undefined;
  const message = fieldError?.message;
  return (
    <TextField
      label={required ? requiredLabel(label) : label}
      fullWidth
      error={typeof message === 'string'}
      helperText={typeof message === 'string' ? message : ' '}
      slotProps={{ ...slotProps, htmlInput: { 'aria-required': required, ...slotProps?.htmlInput } }}
      {...props}
      {...form.register(name)}
    />
  );
}
