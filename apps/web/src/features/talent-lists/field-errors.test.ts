import { describe, expect, it } from 'vitest';
import { listFormErrors } from './field-errors';

describe('listFormErrors', () => {
  it('puts each refusal next to its field, or above the buttons', () => {
    expect(
      listFormErrors({
        status: 409,
        message: 'LIST_NAME_TAKEN',
        error: { en: 'Your company already has a list with this name.' },
      }),
    ).toEqual({ name: 'Your company already has a list with this name.' });
    expect(
      listFormErrors({
        status: 400,
        message: 'VALIDATION_ERROR',
        error: {
          en: 'note must be…',
          fields: [{ path: 'note', message: 'must be at most 2000 characters' }],
        },
      }),
    ).toEqual({ note: 'The note must be at most 2000 characters.' });
    expect(
      listFormErrors({
        status: 404,
        message: 'NOT_FOUND',
        error: { en: 'There is no freelancer with this code.' },
      }),
    ).toEqual({
      form: 'There is no freelancer with this code.',
    });
  });
});
