import { OutlinedTextField, type OutlinedTextFieldProps } from '../../components/outlined-text-field.tsx';
import type { DraftField } from './fnol-draft.ts';
import type { StepProps } from './step-props.ts';

type TextField = { [F in DraftField]: StepProps['draft'][F] extends string ? F : never }[DraftField];

/** A text field of the draft: its value, its change and its message, wired once. */
export function DraftTextField({
  name,
  draft,
  change,
  message,
  ...props
}: Pick<StepProps, 'draft' | 'change'> & { name: TextField; message: string | null } & Omit<
    OutlinedTextFieldProps,
    'name' | 'value' | 'onChange' | 'message'
  >) {
  return (
    <OutlinedTextField
      name={name}
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      message={message}
      {...props}
    />
  );
}
