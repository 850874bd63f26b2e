import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.js';

describe('loadConfig: social login settings', () => {
  it('turns no provider on without settings, with the documented defaults', () => {
    const config = loadConfig({});
    expect(config.oauth).toEqual({
      publicUrl: 'http://localhost:3000',
      providers: { google: undefined, linkedin: undefined },
    });
  });

  it('turns a provider on with its id and secret, with PKCE and nonce on and the real issuer', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://talentport.example/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      LINKEDIN_CLIENT_ID: 'li-id',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_NONCE: 'off',
    });
    expect(config.oauth.publicUrl).toBe('https://talentport.example');
    expect(config.oauth.providers.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      isPkceUsed: true,
      isNonceUsed: true,
    });
    expect(config.oauth.providers.linkedin).toMatchObject({
      issuer: 'https://www.linkedin.com/oauth',
      isPkceUsed: true,
      isNonceUsed: false,
    });
  });

  it('refuses half a setting or a malformed one', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: 'secret' })).toThrow(/LINKEDIN_CLIENT_ID/);
    expect(() => loadConfig({ GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
    expect(() => loadConfig({ LINKEDIN_PKCE: 'maybe' })).toThrow(/LINKEDIN_PKCE/);
  });
});

describe('.env.example', () => {
  const lines = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8').split(
    '\n',
  );
  const entries = lines.flatMap((line, index) => {
    const match = /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[1] as string, value: match[2] as string, index }] : [];
  });

  it('lists every variable of config.ts, and nothing else', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('says what each one means, in a comment above it', () => {
    for (const entry of entries) {
      const above = lines.slice(0, entry.index).reverse();
      const comment = above.find((line) => !/^# [A-Z][A-Z0-9_]*=/.test(line));
      expect(comment, entry.name).toMatch(/^# (?!-)\S.{8,}/);
    }
  });

  it('shows the real defaults: each value given loads to the same configuration as none', () => {
    const defaults = loadConfig({});
    const examplesOnly = new Set(['DATABASE_URL', 'REDIS_URL']);
    for (const { name, value } of entries) {
      if (value === '' || examplesOnly.has(name)) continue;
      const unquoted = value.replace(/^"(.*)"$/, '$1');
      expect(loadConfig({ [name]: unquoted }), name).toEqual(defaults);
    }
  });
});
