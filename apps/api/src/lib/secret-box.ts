import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest encrypted with AES-256-GCM (decision 110). A sealed value is
 * `v1:<iv>:<tag>:<ciphertext>` (base64url): a fresh 96-bit IV each time, the 128-bit tag
 * authenticating the ciphertext and what it is for (`purpose`, as additional data), so a value
 * cannot be moved to another use. Anything without the prefix is a value stored before encryption.
 */
const PREFIX = 'v1:';
const KEY_BYTES = 32;

export type SecretBox = {
  seal: (plain: string) => string;
  /** The plain text; throws when the key is not the one it was sealed with, or it was altered. */
  open: (sealed: string) => string;
};

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** A 32-byte key from 64 hex characters or base64 (standard or URL-safe); null otherwise. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function newSecretKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function createSecretBox(key: Buffer, purpose: string): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The encryption key must be 32 bytes.');
  const aad = Buffer.from(purpose, 'utf8');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join(':')}`;
    },
    open(sealed) {
      const [iv, tag, body] = sealed.slice(PREFIX.length).split(':');
      if (!isSealed(sealed) || !iv || !tag || body === undefined) throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
