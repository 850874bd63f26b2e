import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newSecretKey, parseSecretKey } from '../lib/secret-box.js';

export type LoadedKey = { key: Buffer; source: 'env' | 'file' | 'generated'; file: string | null };

/**
 * The key of two-factor secrets (decision 110): TWO_FACTOR_ENCRYPTION_KEY when set; otherwise the
 * one kept in DATA_DIR/two-factor.key, made there (readable by the owner only) on the first start,
 * so `npm start` works with no configuration. Several instances must share one key: set the
 * variable for them.
 */
export async function loadTwoFactorKey(options: {
  configured: Buffer | undefined;
  dataDir: string;
}): Promise<LoadedKey> {
  if (options.configured) return { key: options.configured, source: 'env', file: null };
  const file = path.join(options.dataDir, 'two-factor.key');
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) {
    const key = parseSecretKey(existing);
    if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex characters).`);
    return { key, source: 'file', file };
  }
  await mkdir(options.dataDir, { recursive: true });
  const key = newSecretKey();
  try {
    // `wx`: two processes starting at once on one data directory keep the first one's key.
    await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadTwoFactorKey(options);
    throw error;
  }
  return { key, source: 'generated', file };
}
