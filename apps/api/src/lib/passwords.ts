import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@talentport/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, so spelled out here). */
const ARGON2ID = 2;
/** OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same work as a real check, so an unknown email takes as long as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('talentport-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
