import { describe, expect, it } from 'vitest';
import { readOAuthNotice, toNavigationState } from './oauth-notice';

describe('readOAuthNotice', () => {
  it('reads back what the callback screen stored', () => {
    const error = { kind: 'error', message: 'You did not allow it.' } as const;
    const link = { kind: 'link-required', provider: 'linkedin', message: 'Enter its password.' } as const;
    expect(readOAuthNotice(toNavigationState(error))).toEqual(error);
    expect(readOAuthNotice(toNavigationState(link))).toEqual(link);
  });

  it('ignores anything else in the navigation state', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { oauthNotice: null },
      { oauthNotice: { kind: 'error' } },
    ]) {
      expect(readOAuthNotice(state)).toBeNull();
    }
    expect(
      readOAuthNotice({ oauthNotice: { kind: 'link-required', provider: 'myspace', message: 'm' } }),
    ).toBeNull();
  });
});
