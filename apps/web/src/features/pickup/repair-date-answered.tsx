import { formatDay } from '@fixline/domain';
import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';

/** What the pickup page passes on when the driver answers: the date, the garage and the claim. */
export interface AnsweredDate {
  date: string;
  garage: string | null;
  claimReference: string;
}

function answeredDate(state: unknown): AnsweredDate | null {
  if (!state || typeof state !== 'object' || !('date' in state) || typeof state.date !== 'string') return null;
  return state as AnsweredDate;
}

/** /repairDateSelected and /repairDateRejected: the driver's answer, and what happens next in plain words. */
export function RepairDateAnswered({
  title,
  severity,
  said,
  next,
}: {
  title: string;
  severity: 'success' | 'info';
  said: (answered: AnsweredDate | null) => string;
  next: ReactNode;
}) {
  const answered = answeredDate(useLocation().state);
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        <Alert severity={severity}>{said(answered)}</Alert>
        {answered && <Typography>Claim {answered.claimReference}.</Typography>}
        {next}
      </Stack>
    </AuthCard>
  );
}

export const dayOf = (answered: AnsweredDate | null) => (answered ? formatDay(answered.date) : 'the date');
