import { describe, expect, it } from 'vitest';
import { toCallbackQuery } from './finish-oauth-login';

describe('toCallbackQuery', () => {
  it('forwards the provider’s answer and nothing else', () => {
    const search = new URLSearchParams('code=c1&state=s1&iss=https%3A%2F%2Fissuer.test&scope=openid&token=x');
    expect(toCallbackQuery(search)).toEqual({ code: 'c1', state: 's1', iss: 'https://issuer.test' });
  });

  it('forwards a refusal', () => {
    const search = new URLSearchParams('error=access_denied&error_description=End-User+aborted&state=s1');
    expect(toCallbackQuery(search)).toEqual({
      error: 'access_denied',
      error_description: 'End-User aborted',
      state: 's1',
    });
  });
});
