import { CLAIM_ACTIONS, dataActionDone, errorText, type TClaim, type TComment } from '@fixline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';

import { claimActionPath, claimKey } from './claim-api.ts';

/**
 * Adding and deleting comments. The page shows the change at once, then reloads the claim, whose
 * version and timeline the comment may have moved on.
 */
export function useClaimComments(claim: TClaim) {
  const queryClient = useQueryClient();
  const key = claimKey(claim.id);
  const update = (change: (comments: TComment[]) => TComment[]) => {
    queryClient.setQueryData<TClaim>(key, (old) => old && { ...old, comments: change(old.comments) });
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const onError = (error: unknown) => showToast(errorText(error), { variant: 'error' });

  const add = useMutation({
    mutationFn: (comment: string) =>
      apiRequest<TComment>(claimActionPath('comment', claim.id), {
        method: CLAIM_ACTIONS.comment.http.method,
        body: { comment },
      }),
    onSuccess: (created) => {
      update((comments) => [...comments, created]);
      showToast(dataActionDone('comment'), { variant: 'success' });
    },
    onError,
  });

  const remove = useMutation({
    // Comments are addressed on their own, outside the claim's workflow table.
    mutationFn: (commentId: string) =>
      apiRequest<undefined>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess: (_, commentId) => {
      update((comments) => comments.filter((c) => c.id !== commentId));
      showToast('Comment deleted', { variant: 'success' });
    },
    onError,
  });

  return { add, remove };
}
