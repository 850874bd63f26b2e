import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTwoFactorKey } from '../platform/secret-key.js';
import { createSecretBox, isSealed, newSecretKey, parseSecretKey } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  it('seals and opens; a fresh IV each time; a wrong key, another purpose or a changed byte fails', () => {
    const key = newSecretKey();
    const box = createSecretBox(key, 'purpose-a');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox(newSecretKey(), 'purpose-a').open(sealed)).toThrow();
    expect(() => createSecretBox(key, 'purpose-b').open(sealed)).toThrow();
    const body = sealed.slice(sealed.lastIndexOf(':') + 1);
    const flipped = `${sealed.slice(0, sealed.lastIndexOf(':') + 1)}${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open(flipped)).toThrow();
  });

  it('reads a key as 64 hex characters or base64, and nothing else', () => {
    const key = newSecretKey();
    expect(parseSecretKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseSecretKey('too short')).toBeNull();
    expect(parseSecretKey(key.subarray(0, 16).toString('hex'))).toBeNull();
  });
});

describe('the two-factor key without configuration', () => {
  it('is made once in the data directory (owner-only) and read again on the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talentport-key-'));
    try {
      const first = await loadTwoFactorKey({ configured: undefined, dataDir: path.join(dataDir, 'data') });
      expect(first.source).toBe('generated');
      const file = path.join(dataDir, 'data', 'two-factor.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.key.toString('hex'));
      const second = await loadTwoFactorKey({ configured: undefined, dataDir: path.join(dataDir, 'data') });
      expect(second.source).toBe('file');
      expect(second.key.equals(first.key)).toBe(true);
      const configured = newSecretKey();
      const fromEnv = await loadTwoFactorKey({ configured, dataDir });
      expect(fromEnv).toEqual({ key: configured, source: 'env', file: null });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
