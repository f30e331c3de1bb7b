import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended parameters: 19 MiB memory, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (a const enum in the package's types, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown email we still run one verification against a throwaway hash, so the answer takes
 * as long as for a known email and cannot tell which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('fixline-no-such-account');
  await verifyPassword(await dummyHash, password);
  return false;
}
