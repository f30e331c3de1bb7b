import { type TClaim, type TComment, ZCommentRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { formatDateTime } from '../../components/format-date.ts';
import { canTake } from './claim-api.ts';
import { ClaimSection } from './claim-section.tsx';
import { useClaimComments } from './use-claim-comments.ts';

function CommentForm({ onAdd, busy }: { onAdd: (comment: string, done: () => void) => void; busy: boolean }) {
  const form = useForm<z.input<typeof ZCommentRequest>>({
    resolver: zodResolver(ZCommentRequest),
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit(({ comment }) => onAdd(comment, () => form.reset({ comment: '' })));
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 2, alignItems: 'flex-end' }}>
      <FormTextField form={form} name="comment" label="New comment" multiline minRows={2} />
      <Button type="submit" variant="contained" disabled={busy}>
        Add comment
      </Button>
    </Stack>
  );
}

/** The claim's comments, a form to add one, and delete for the author (or a super admin), after asking. */
export function ClaimComments({ claim }: { claim: TClaim }) {
  const { add, remove } = useClaimComments(claim);
  const [deleting, setDeleting] = useState<TComment | null>(null);
  return (
    <ClaimSection title="Comments">
      {claim.comments.length === 0 ? (
        <Typography color="text.secondary">No comments yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {claim.comments.map((comment) => (
            <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {comment.author?.name ?? 'Unknown'} ·{' '}
                  <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.comment}</Typography>
              </Box>
              {comment.canDelete && (
                <IconButton aria-label="Delete comment" onClick={() => setDeleting(comment)}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {canTake(claim, 'comment') && (
        <CommentForm busy={add.isPending} onAdd={(comment, done) => add.mutate(comment, { onSuccess: done })} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete comment"
          text="Delete this comment? This cannot be undone."
          confirmLabel="Delete comment"
          color="error"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </ClaimSection>
  );
}
