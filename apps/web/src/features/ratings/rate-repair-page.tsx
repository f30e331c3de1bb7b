import { errorText, RATING_MESSAGES, type TRatingPage, type TRatingRequest } from '@fixline/domain';
import { Alert, Box, Button, FormControl, FormHelperText, FormLabel, Rating, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { answeredOnce } from '../driver-pages/use-token-page.ts';

const TITLE = 'Rate your repair';
const STAR_WORDS = ['', 'Very poor', 'Poor', 'All right', 'Good', 'Excellent'] as const;
const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${STAR_WORDS[stars]}`;

const ratingPath = (token: string) => `/api/ratings/${encodeURIComponent(token)}`;

function Thanks({ page }: { page: TRatingPage }) {
  const rating = page.rating;
  return (
    <Stack spacing={2}>
      <Alert severity="success">{RATING_MESSAGES.thanks}</Alert>
      {rating && (
        <Typography>
          You gave {page.repairerName} {starsText(rating.stars).toLowerCase()}
          {rating.comment ? `, and wrote: “${rating.comment}”` : '.'}
        </Typography>
      )}
    </Stack>
  );
}

function RatingForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [starsMessage, setStarsMessage] = useState<string | null>(null);
  const starsLabel = useId();
  const send = useMutation({
    mutationFn: (body: TRatingRequest) => apiRequest<TRatingPage>(ratingPath(token), { method: 'POST', body }),
    // Rated meanwhile (another tab, a retried send): the page shows that rating.
    ...answeredOnce<TRatingPage>(queryClient, ['rating', token]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setStarsMessage(RATING_MESSAGES.stars);
      return;
    }
    send.mutate({ stars, comment: comment || null });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {send.isError && (
        <Alert severity="error" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      <FormControl error={starsMessage !== null}>
        <FormLabel id={starsLabel}>How was the repair? (required)</FormLabel>
        <Rating
          name="stars"
          size="large"
          value={stars}
          getLabelText={starsText}
          onChange={(_event, value) => {
            setStars(value);
            setStarsMessage(null);
          }}
          // Empty stars outlined at 3:1 or more (WCAG 1.4.11), not MUI's faint default.
          sx={{ mt: 1, fontSize: '2.75rem', '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
          aria-labelledby={starsLabel}
        />
        <FormHelperText>{starsMessage ?? (stars ? STAR_WORDS[stars] : ' ')}</FormHelperText>
      </FormControl>
      <OutlinedTextField
        label="Comment"
        required={false}
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        message={null}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
        Send rating
      </Button>
    </Stack>
  );
}

/**
 * /rate/{token}: the driver rates the repair from the link mailed when the claim was completed (a
 * driver link of purpose feedback). No account: the token is the key. Once rated, the page says thanks.
 */
export default function RateRepairPage() {
  const token = useParams().token ?? '';
  const page = useQuery({
    queryKey: ['rating', token],
    queryFn: ({ signal }) => apiRequest<TRatingPage>(ratingPath(token), { signal }),
    retry: false,
  });
  if (page.isPending) return <PageSkeleton />;
  if (page.isError) {
    return (
      <AuthCard title={TITLE}>
        <Alert severity="error">{errorText(page.error)}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE}>
      <Box sx={{ mb: 3 }}>
        <Typography>
          Claim {page.data.claimReference}, repaired by <strong>{page.data.repairerName}</strong>.
        </Typography>
      </Box>
      {page.data.rating ? <Thanks page={page.data} /> : <RatingForm token={token} />}
    </AuthCard>
  );
}
