import {
  FormControl,
  FormHelperText,
  InputLabel,
  type InputLabelProps,
  OutlinedInput,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type InputHTMLAttributes, useId } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { requiredLabel } from './required-label.ts';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  /** TOut: what the resolver hands on after parsing (pence from pounds, null from blanks). */
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** Spec section 5: required fields are labelled '(required)'. */
  required?: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  sx?: SxProps<Theme>;
  /** As MUI's TextField names them: the <input>, the outlined input around it, and the label. */
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
};

/**
 * A text field bound to a react-hook-form form, built as MUI's TextField builds its outlined variant
 * (FormControl, InputLabel, OutlinedInput, FormHelperText) but without TextField itself, which always
 * brings Select, Menu, Popover and Modal along: some 20 KiB gzipped on the login page, which has no
 * select (docs/decisions/0035). Its helper text always keeps its line (' ' when there is no message),
 * so a message vanishing on blur never moves a button away from under a click.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
  required = true,
  disabled,
  sx,
  slotProps,
  ...input
}: FormTextFieldProps<T, TOut>) {
  const id = useId();
  const fieldError = get(form.formState.errors, name) as { message?: unknown } | undefined;
  const message = typeof fieldError?.message === 'string' ? fieldError.message : null;
  const text = required ? requiredLabel(label) : label;
  const shrink = slotProps?.inputLabel?.shrink;
  const { ref, ...registered } = form.register(name);
  return (
    <FormControl fullWidth error={message !== null} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
        {text}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={text}
        fullWidth
        {...(shrink === undefined ? {} : { notched: shrink })}
        aria-describedby={`${id}-helper-text`}
        inputRef={ref}
        inputProps={{ 'aria-required': required, ...slotProps?.htmlInput }}
        {...input}
        {...registered}
        {...slotProps?.input}
      />
      <FormHelperText id={`${id}-helper-text`}>{message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
