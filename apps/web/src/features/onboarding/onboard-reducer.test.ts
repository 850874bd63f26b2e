import { describe, expect, it } from 'vitest';
import { initialOnboardState, onboardReducer } from './onboard-reducer';

const invalidReferrer = {
  status: 400,
  message: 'INVALID_REFERRER_EMAIL',
  error: { en: 'Invalid Referrer Email' },
};

describe('onboardReducer', () => {
  it('starts at step 1 of 4 with the Fresher experience level', () => {
    expect(initialOnboardState).toMatchObject({
      currentStep: 1,
      totalStep: 4,
      data: { experienceLevel: 'Fresher' },
    });
  });

  it('shows "Invalid Referrer Email" as the referrer error and does not advance', () => {
    const started = onboardReducer(initialOnboardState, {
      type: 'submit-started',
      referrerEmail: 'x@example.com',
    });
    const failed = onboardReducer(started, { type: 'submit-failed', envelope: invalidReferrer });
    expect(failed).toMatchObject({
      isSubmitting: false,
      errorReferrerEmail: 'Invalid Referrer Email',
      currentStep: 1,
    });
    expect(failed.errorMessage).toBe('');
  });

  it('clears the referrer error and advances the step on success', () => {
    const failed = onboardReducer(initialOnboardState, { type: 'submit-failed', envelope: invalidReferrer });
    const succeeded = onboardReducer(failed, { type: 'submit-succeeded' });
    expect(succeeded).toMatchObject({ errorReferrerEmail: '', currentStep: 2, processedStep: 2 });
  });

  it('keeps other failures apart from the referrer error', () => {
    const failed = onboardReducer(initialOnboardState, {
      type: 'submit-failed',
      envelope: { status: 0, message: 'NETWORK_ERROR', error: { en: 'offline' } },
    });
    expect(failed).toMatchObject({ errorReferrerEmail: '', errorMessage: 'offline' });
  });
});
