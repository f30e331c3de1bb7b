import { isPermitted, type PermissionChecks } from '@fixline/domain';
import type { ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.ts';

interface PermittedProps {
  checks: PermissionChecks;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Shows its children when any supplied check passes for the signed-in user (spec section 6). */
export function Permitted({ checks, children, fallback = null }: PermittedProps) {
  const { user } = useAuth();
  return <>{isPermitted(user, checks) ? children : fallback}</>;
}
