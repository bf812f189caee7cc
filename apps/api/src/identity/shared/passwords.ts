import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes): about 30 ms here, slow enough for guessing. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of nothing anyone knows, checked when no account matches so both answers take as long. */
let decoy: Promise<string> | null = null;

export async function passwordMatches(password: string, passwordHash: string | null): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
