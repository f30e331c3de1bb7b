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
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { requiredLabel } from './required-label.ts';

export type OutlinedTextFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'placeholder'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
> & {
  label: string;
  /** Spec section 5: required fields are labelled '(required)'. */
  required?: boolean;
  /** The field's error, shown under it; null when it has none. */
  message: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** As MUI's TextField names them: the <input>, the outlined input around it, and the label. */
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
};

/**
 * A text field built as MUI's TextField builds its outlined variant (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) but without TextField itself, which always brings Select, Menu,
 * Popover and Modal along: some 20 KiB gzipped on the login page, which has no select
 * (docs/decisions/0035). Its helper text always keeps its line (' ' when there is no message), so a
 * message vanishing on blur never moves a button away from under a click.
 */
export function OutlinedTextField({
  label,
  required = true,
  message,
  disabled,
  sx,
  slotProps,
  inputRef,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const text = required ? requiredLabel(label) : label;
  const shrink = slotProps?.inputLabel?.shrink;
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
        inputRef={inputRef}
        inputProps={{ 'aria-required': required, ...slotProps?.htmlInput }}
        {...input}
        {...slotProps?.input}
      />
      <FormHelperText id={`${id}-helper-text`}>{message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
