import { describe, expect, it } from 'vitest';
import { companyUpdateInputSchema } from './company.js';
import { portfolioItemInputSchema } from './portfolio.js';
import { normalizeWebAddress } from './web-address.js';

describe('web addresses as people type them', () => {
  it.each([
    ['behance.net/leamoreau', 'https://behance.net/leamoreau'],
    ['ateliernova.fr', 'https://ateliernova.fr'],
    ['  www.example.com/a?b=c  ', 'https://www.example.com/a?b=c'],
    ['http://old.example.org', 'http://old.example.org'],
    ['HTTPS://Example.com/Path', 'HTTPS://Example.com/Path'],
    ['//cdn.example.net/x', 'https://cdn.example.net/x'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['', ''],
  ])('accepts %j as %j', (typed, stored) => {
    expect(normalizeWebAddress(typed)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'mailto:a@b.co',
    'ftp://files.example.com',
    'localhost',
    'not an address',
    'http://',
    'https://.com',
  ])('refuses %j', (typed) => {
    expect(normalizeWebAddress(typed)).toBeNull();
  });

  it('stores https:// in front of a bare domain in every link field', () => {
    const company = companyUpdateInputSchema.parse({
      websiteURL: 'ateliernova.fr',
      linkedInURL: 'linkedin.com/company/atelier-nova',
      fbURL: 'facebook.com/ateliernova',
    });
    expect(company).toMatchObject({
      websiteURL: 'https://ateliernova.fr',
      linkedInURL: 'https://linkedin.com/company/atelier-nova',
      fbURL: 'https://facebook.com/ateliernova',
    });
    const item = portfolioItemInputSchema.parse({ title: 'Rebrand', link: 'behance.net/leamoreau' });
    expect(item.link).toBe('https://behance.net/leamoreau');
  });

  it('names the field’s rule when an address is refused', () => {
    const company = companyUpdateInputSchema.safeParse({ linkedInURL: 'example.com/someone' });
    expect(company.success).toBe(false);
    const item = portfolioItemInputSchema.safeParse({ title: 'Rebrand', link: 'javascript:alert(1)' });
    expect(item.error?.issues[0]?.message).toBe('must be a web address such as behance.net/you');
  });
});
