import { jwtDecode } from 'jwt-decode';

/** Spec section 9: the login token lives in local storage under the key `jwt`. */
export const TOKEN_KEY = 'jwt';

/** No one is signed in where there is no storage: the build, drawing a public page's frame (public-frame/). */
export function readToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** A token that cannot be decoded counts as expired: it could never restore a session. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return true;
  }
}
