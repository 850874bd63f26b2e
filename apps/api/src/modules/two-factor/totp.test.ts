import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpQrCodeDataUrl, totpUri } from './totp.js';

/** RFC 6238, appendix B: the seeds (ASCII "1234567890" repeated), times and 8-digit codes. */
const SEEDS = {
  sha1: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  sha256: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA',
  sha512:
    'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA',
} as const;
const VECTORS: Array<{ time: number; sha1: string; sha256: string; sha512: string }> = [
  { time: 59, sha1: '94287082', sha256: '46119246', sha512: '90693936' },
  { time: 1111111109, sha1: '07081804', sha256: '68084774', sha512: '25091201' },
  { time: 1111111111, sha1: '14050471', sha256: '67062674', sha512: '99943326' },
  { time: 1234567890, sha1: '89005924', sha256: '91819424', sha512: '93441116' },
  { time: 2000000000, sha1: '69279037', sha256: '90698825', sha512: '38618901' },
  { time: 20000000000, sha1: '65353130', sha256: '77737706', sha512: '47863826' },
];

describe('TOTP against the RFC 6238 test vectors', () => {
  for (const vector of VECTORS) {
    it(`gives the 8-digit codes at T = ${vector.time} (SHA-1, SHA-256, SHA-512)`, async () => {
      for (const algorithm of ['sha1', 'sha256', 'sha512'] as const) {
        const code = await generate({ secret: SEEDS[algorithm], epoch: vector.time, digits: 8, algorithm });
        expect(code).toBe(vector[algorithm]);
      }
    });

    it(`accepts the vector's 6-digit code (SHA-1) at T = ${vector.time}, as the step it belongs to`, async () => {
      const code = vector.sha1.slice(-6);
      const step = Math.floor(vector.time / 30);
      const now = new Date(vector.time * 1000);
      expect(await matchTotpStep({ secret: SEEDS.sha1, code, now, afterStep: null })).toBe(step);
    });
  }
});

describe('matchTotpStep, with the clock under the test’s control', () => {
  const secret = newTotpSecret();
  const at = (seconds: number) => new Date(seconds * 1000);
  const T = 1_800_000_000; // a step boundary (divisible by 30)

  it('accepts the previous, current and next step, nothing further', async () => {
    const code = await generate({ secret, epoch: T });
    expect(await matchTotpStep({ secret, code, now: at(T + 29), afterStep: null })).toBe(T / 30);
    expect(await matchTotpStep({ secret, code, now: at(T + 30), afterStep: null })).toBe(T / 30);
    expect(await matchTotpStep({ secret, code, now: at(T - 1), afterStep: null })).toBe(T / 30);
    expect(await matchTotpStep({ secret, code, now: at(T + 60), afterStep: null })).toBeNull();
    expect(await matchTotpStep({ secret, code, now: at(T - 31), afterStep: null })).toBeNull();
  });

  it('refuses a step already used, and anything that is not six digits', async () => {
    const code = await generate({ secret, epoch: T });
    expect(await matchTotpStep({ secret, code, now: at(T), afterStep: T / 30 })).toBeNull();
    expect(await matchTotpStep({ secret, code, now: at(T), afterStep: T / 30 - 1 })).toBe(T / 30);
    expect(await matchTotpStep({ secret, code: `${code}0`, now: at(T), afterStep: null })).toBeNull();
    expect(await matchTotpStep({ secret, code: 'abcdef', now: at(T), afterStep: null })).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI with a QR code drawn locally as SVG', async () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'ana@example.test');
    expect(uri).toBe(`otpauth://totp/Talentport:ana%40example.test?secret=${secret}&issuer=Talentport`);
    const dataUrl = await totpQrCodeDataUrl(uri);
    expect(dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });
});
