import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
