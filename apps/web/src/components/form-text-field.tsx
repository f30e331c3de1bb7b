import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'message' | 'inputRef' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** TOut: what the resolver hands on after parsing (pence from pounds, null from blanks). */
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
};

/** An OutlinedTextField bound to a react-hook-form form: its value, its checks' message, its focus on error. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  ...field
}: FormTextFieldProps<T, TOut>) {
  const fieldError = get(form.formState.errors, name) as { message?: unknown } | undefined;
  const message = typeof fieldError?.message === 'string' ? fieldError.message : null;
  const { ref, ...registered } = form.register(name);
  return <OutlinedTextField {...field} {...registered} message={message} inputRef={ref} />;
}
