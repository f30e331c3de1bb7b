import { type TLoginRequest, ZLoginRequest } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The login form's checks, the server's own schema; loaded apart from the page (see login-page.tsx). */
export const loginResolver: Resolver<TLoginRequest> = zodResolver(ZLoginRequest);
