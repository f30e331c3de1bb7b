import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import type { PickupResult } from './pickup-api.ts';

/**
 * A driver's dates page around what its link opened: a skeleton while it loads, the error value's text
 * (spec 8: a forged or expired link says so and how to get a new one), else the page.
 */
export function DriverPageFrame<T>({
  title,
  answer,
  missingToken,
  children,
}: {
  title: string;
  answer: PickupResult<T> | undefined;
  missingToken: boolean;
  children: (data: T) => ReactNode;
}) {
  if (missingToken) {
    return (
      <AuthCard title={title}>
        <Alert severity="error">This link is not complete. Open the link from your mail again.</Alert>
      </AuthCard>
    );
  }
  if (!answer) return <PageSkeleton />;
  return (
    <AuthCard title={title}>
      {answer.error !== undefined ? <Alert severity="error">{answer.error}</Alert> : children(answer.data)}
    </AuthCard>
  );
}
