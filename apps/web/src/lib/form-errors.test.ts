import { opportunityCreateInputSchema } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema, humanizeFieldName, toFormErrors } from './form-errors';

const LABELS = { title: 'Title', payMin: 'Pay from', payMax: 'Pay up to', skills: 'Skills' } as const;

describe('form errors speak the form’s words (decision 062)', () => {
  it('places each refused field of a 400 next to its field with its label', () => {
    const errors = toFormErrors(
      {
        status: 400,
        message: 'VALIDATION_ERROR',
        error: {
          en: 'title must be at least 3 characters; payMax must not be less than the lowest pay.',
          fields: [
            { path: 'title', message: 'must be at least 3 characters' },
            { path: 'payMax', message: 'must not be less than the lowest pay' },
            { path: 'skills[1]', message: 'must not be empty' },
          ],
        },
      },
      LABELS,
    );
    expect(errors.fields).toEqual({
      title: 'Title must be at least 3 characters.',
      payMax: 'Pay up to must not be less than the lowest pay.',
      skills: 'Skills must not be empty.',
    });
    expect(errors.summary).not.toMatch(/payMax|title must/);
  });

  it('puts a field the form does not show in the banner in plain words, and keeps sentences about no field', () => {
    const unplaced = toFormErrors(
      {
        status: 400,
        message: 'VALIDATION_ERROR',
        error: { en: 'x', fields: [{ path: 'coverLetter', message: 'is required' }] },
      },
      LABELS,
    );
    expect(unplaced.summary).toBe('Cover letter is required.');
    const plain = toFormErrors(
      { status: 409, message: 'OPPORTUNITY_CLOSED', error: { en: 'This job is closed.' } },
      LABELS,
    );
    expect(plain).toEqual({ fields: {}, summary: 'This job is closed.' });
    expect(humanizeFieldName('company.companySize')).toBe('Company size');
  });

  it('checks on the client with the contract’s schema before anything is sent', () => {
    const errors = checkWithSchema(
      opportunityCreateInputSchema,
      {
        type: 'Job',
        title: 'x',
        description: 'A description long enough to pass.',
        occupation: 'Developer',
        skills: ['React'],
        yearsOfExperience: 3,
        workingMode: 'Remote',
        workload: 'Full-time',
        payType: 'Monthly',
        payMin: 500,
        payMax: 100,
      },
      LABELS,
    );
    expect(errors).toEqual({
      title: 'Title must be at least 3 characters.',
      payMax: 'Pay up to must not be less than the lowest pay.',
    });
  });
});
