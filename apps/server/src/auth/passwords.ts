import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended parameters: 19 MiB memory, 2 passes, 1 lane. */
const PASSWORD_HASHING = { memoryKiB: 19_456, passes: 2, lanes: 1 } as const;
// algorithm 2 is Argon2id (a const enum in the package's types, which isolated modules cannot read).
const OPTIONS = {
  algorithm: 2,
  memoryCost: PASSWORD_HASHING.memoryKiB,
  timeCost: PASSWORD_HASHING.passes,
  parallelism: PASSWORD_HASHING.lanes,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    // The hash carries its own algorithm and parameters; verify reads them from it.
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The algorithm and cost a stored hash was made with, read from its PHC string ($argon2id$v=19$m=…,t=…,p=…$…). */
export function hashParameters(passwordHash: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return null;
  const [, algorithm, version, memoryKiB, passes, lanes] = match;
  return {
    algorithm: algorithm as string,
    version: Number(version),
    memoryKiB: Number(memoryKiB),
    passes: Number(passes),
    lanes: Number(lanes),
  };
}

/**
 * A hash made with another algorithm or a lower cost than today's is replaced at the next sign-in,
 * the one moment the password is known: parameters can be raised without anyone resetting theirs.
 */
export function needsRehash(passwordHash: string): boolean {
  const made = hashParameters(passwordHash);
  if (!made) return true;
  return (
    made.algorithm !== 'argon2id' ||
    made.version !== 19 ||
    made.memoryKiB < PASSWORD_HASHING.memoryKiB ||
    made.passes < PASSWORD_HASHING.passes
  );
}

// Made once per process, at start: the first unknown email must not take a hash's time longer either.
const dummyHash = hashPassword('fixline-no-such-account');
dummyHash.catch(() => undefined);

/**
 * For an unknown email we still run one verification against a throwaway hash with today's parameters,
 * so the answer takes as long as for a known email and cannot tell which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}
