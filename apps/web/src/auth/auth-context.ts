import type { TLoginRequest, TUser } from '@fixline/domain';
import { createContext, useContext } from 'react';

/** 'restoring' lasts from start until the stored session is checked, so no login page flashes. */
export type AuthStatus = 'restoring' | 'signed-out' | 'signed-in';

export interface AuthContextValue {
  status: AuthStatus;
  user: TUser | null;
  login: (credentials: TLoginRequest) => Promise<TUser>;
  /** Ends the session; a reason is shown as a toast (spec section 4). */
  logout: (reason?: string) => Promise<void>;
  /** Replaces the signed-in user, e.g. after a password change cleared requiredPasswordChange. */
  updateUser: (user: TUser) => void;
}

/** The signed-in user of the stored token: how a session restores on start (spec section 4). */
export const CURRENT_USER_PATH = '/api/users/current';

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
