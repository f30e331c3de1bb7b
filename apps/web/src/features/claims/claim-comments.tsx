import type { TClaim, TComment } from '@fixline/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../components/format-date.ts';
import { useLoadedComponent } from '../../components/use-loaded-component.ts';
import { whenIdle } from '../../components/when-idle.ts';
import { canTake } from './claim-api.ts';
import { ClaimSection } from './claim-section.tsx';
import { CommentFormLayout } from './comment-form-layout.tsx';
import { useClaimComments } from './use-claim-comments.ts';

/**
 * The form brings react-hook-form and zod: it loads once the claim is on screen and the browser idle,
 * in a frame of its shape meanwhile, so its code does not share the network with the claim's own.
 */
const loadCommentForm = () =>
  whenIdle(1000)
    .then(() => import('./comment-form.tsx'))
    .then((module) => module.CommentForm);

/** The claim's comments, a form to add one, and delete for the author (or a super admin), after asking. */
export function ClaimComments({ claim }: { claim: TClaim }) {
  const { add, remove } = useClaimComments(claim);
  const CommentForm = useLoadedComponent(loadCommentForm);
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
      {canTake(claim, 'comment') &&
        (CommentForm ? (
          <CommentForm busy={add.isPending} onAdd={(comment, done) => add.mutate(comment, { onSuccess: done })} />
        ) : (
          <CommentFormLayout busy />
        ))}
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
