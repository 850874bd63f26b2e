import { and, eq, like, not } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TwoFactorSecretRow, twoFactorSecrets } from '../../db/schema.js';
import { createSecretBox, isSealed, type SecretBox } from '../../lib/secret-box.js';

/**
 * TOTP secrets are stored sealed with AES-256-GCM (decision 110). The key is the process's: set
 * once at start (`configureTwoFactorSecrets`, from TWO_FACTOR_ENCRYPTION_KEY or the data
 * directory's key file). Secrets stored before encryption are still read, and sealed on the spot.
 */
const PURPOSE = 'talentport:two-factor-secret';

type Log = { error: (object: object, message: string) => void };

let box: SecretBox | null = null;
let log: Log = { error: (object, message) => console.error(message, object) };

export function configureTwoFactorSecrets(options: { key: Buffer; log?: Log }) {
  box = createSecretBox(options.key, PURPOSE);
  if (options.log) log = options.log;
}

function currentBox(): SecretBox {
  if (!box) throw new Error('Two-factor secrets have no key: call configureTwoFactorSecrets first.');
  return box;
}

export function sealTotpSecret(secret: string): string {
  return currentBox().seal(secret);
}

/**
 * The row's secret in clear, or null when it cannot be read: then the code is refused (fail
 * closed) and the server log says why. A secret from before encryption is sealed now.
 */
export async function readTotpSecret(db: Db, row: TwoFactorSecretRow): Promise<string | null> {
  if (!isSealed(row.secret)) {
    await db
      .update(twoFactorSecrets)
      .set({ secret: sealTotpSecret(row.secret) })
      .where(and(eq(twoFactorSecrets.id, row.id), eq(twoFactorSecrets.secret, row.secret)));
    return row.secret;
  }
  try {
    return currentBox().open(row.secret);
  } catch (error) {
    log.error(
      { err: error, twoFactorSecretId: row.id },
      'A two-factor secret cannot be decrypted: TWO_FACTOR_ENCRYPTION_KEY is not the key it was stored with. Two-factor codes are refused until the right key is set.',
    );
    return null;
  }
}

/**
 * Start-up step: seals every secret still stored in clear, and tells (in the log) when the key
 * cannot open the sealed ones. Answers how many it sealed and whether the key matched.
 */
export async function sealStoredTotpSecrets(db: Db): Promise<{ sealed: number; isKeyWrong: boolean }> {
  const plain = await db
    .select({ id: twoFactorSecrets.id, secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(not(like(twoFactorSecrets.secret, 'v1:%')));
  for (const row of plain) {
    await db
      .update(twoFactorSecrets)
      .set({ secret: sealTotpSecret(row.secret) })
      .where(and(eq(twoFactorSecrets.id, row.id), eq(twoFactorSecrets.secret, row.secret)));
  }
  const [sample] = await db
    .select({ id: twoFactorSecrets.id, secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(like(twoFactorSecrets.secret, 'v1:%'))
    .limit(1);
  let isKeyWrong = false;
  if (sample) {
    try {
      currentBox().open(sample.secret);
    } catch {
      isKeyWrong = true;
      log.error(
        { twoFactorSecretId: sample.id },
        'TWO_FACTOR_ENCRYPTION_KEY cannot decrypt the stored two-factor secrets: it is not the key they were stored with. Accounts with two-factor sign-in cannot sign in until the right key is set.',
      );
    }
  }
  return { sealed: plain.length, isKeyWrong };
}
