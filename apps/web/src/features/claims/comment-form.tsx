import { ZCommentRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { COMMENT_LABEL, CommentFormLayout } from './comment-form-layout.tsx';

/** The form to add a comment, checked with the server's own schema. */
export function CommentForm({ onAdd, busy }: { onAdd: (comment: string, done: () => void) => void; busy: boolean }) {
  const form = useForm<z.input<typeof ZCommentRequest>>({
    resolver: zodResolver(ZCommentRequest),
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit(({ comment }) => onAdd(comment, () => form.reset({ comment: '' })));
  return (
    <CommentFormLayout
      onSubmit={submit}
      busy={busy}
      field={<FormTextField form={form} name="comment" label={COMMENT_LABEL} multiline minRows={2} />}
    />
  );
}
