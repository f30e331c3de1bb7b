import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';

/**
 * The demo accounts the fuzzer acts as: the super admin (every privilege, so every handler is
 * reached) most often, and a client admin, client user, repairer admin, repairer and bodyshop, so
 * organisation-scoped paths and redacted views are fuzzed too.
 */
export const ACTORS = [
  'superadmin@fixline.test',
  'client.admin@fixline.test',
  'client@fixline.test',
  'repairer.admin@fixline.test',
  'repairer@fixline.test',
  'bodyshop@fixline.test',
] as const;

export interface Sessions {
  token(actor: string): Promise<string>;
  /** The actors' own user ids: never fuzzed as path ids, so no case disables the fuzzer's own actors. */
  userIds(): Set<string>;
  /** Signs in again: an earlier case may have ended the session (logout). */
  renew(actor: string): Promise<void>;
}

export function sessions(baseUrl: string): Sessions {
  const tokens = new Map<string, string>();
  const ids = new Set<string>();

  async function signIn(actor: string): Promise<string> {
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: actor, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string; user?: { id: string } };
    if (response.status !== 200 || !body.token || !body.user) {
      throw new Error(`The fuzzer could not sign in as ${actor}: ${response.status} ${JSON.stringify(body)}`);
    }
    tokens.set(actor, body.token);
    ids.add(body.user.id);
    return body.token;
  }

  return {
    token: async (actor) => tokens.get(actor) ?? signIn(actor),
    userIds: () => ids,
    renew: async (actor) => {
      await signIn(actor);
    },
  };
}
