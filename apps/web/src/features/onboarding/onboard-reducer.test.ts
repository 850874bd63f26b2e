import { describe, expect, it } from 'vitest';
import { initialOnboardData } from './onboard-data';
import { initialOnboardState, onboardReducer, restoreOnboardState, toDraft } from './onboard-reducer';

const invalidReferrer = {
  status: 400,
  message: 'INVALID_REFERRER_EMAIL',
  error: { en: 'Invalid Referrer Email' },
};
const file = { _id: 'f1', name: 'cv.pdf', url: '/api/v1/file/f1', mimeType: 'application/pdf', size: 10 };

describe('onboardReducer', () => {
  it('starts at step 1 of 4 with the Fresher experience level and no files', () => {
    expect(initialOnboardState).toMatchObject({
      currentStep: 1,
      processedStep: 1,
      totalStep: 4,
      data: { experienceLevel: 'Fresher', phoneCode: '65', hourlyRate: '0', monthlyRate: '0' },
      files: { avatar: null, resume: null },
      errorReferrerEmail: '',
      referrerEmail: '',
    });
  });

  it('advances one step at a time and remembers the highest step reached', () => {
    const two = onboardReducer(initialOnboardState, { type: 'step-completed' });
    const three = onboardReducer(two, { type: 'step-completed' });
    const back = onboardReducer(three, { type: 'step-selected', step: 1 });
    expect(back).toMatchObject({ currentStep: 1, processedStep: 3 });
    expect(onboardReducer(back, { type: 'step-selected', step: 3 }).currentStep).toBe(3);
    // A step not reached yet cannot be opened.
    expect(onboardReducer(back, { type: 'step-selected', step: 4 }).currentStep).toBe(1);
  });

  it('advances after a successful upload and keeps the file', () => {
    const state = onboardReducer(initialOnboardState, { type: 'upload-succeeded', refType: 'resume', file });
    expect(state).toMatchObject({ currentStep: 2, processedStep: 2, files: { resume: file, avatar: null } });
  });

  it('never goes past the last step', () => {
    let state = initialOnboardState;
    for (let i = 0; i < 6; i++) state = onboardReducer(state, { type: 'step-completed' });
    state = onboardReducer(state, { type: 'upload-succeeded', refType: 'avatar', file });
    expect(state).toMatchObject({ currentStep: 4, processedStep: 4 });
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
      referrerEmail: 'x@example.com',
      currentStep: 1,
    });
    expect(failed.errorMessage).toBe('');
    const edited = onboardReducer(failed, { type: 'referrer-email-edited', referrerEmail: 'y@example.com' });
    expect(edited).toMatchObject({ errorReferrerEmail: '', referrerEmail: 'y@example.com' });
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

describe('restoreOnboardState (kept across reloads)', () => {
  const fallback = {
    data: { ...initialOnboardData, fullname: 'From profile' },
    files: { avatar: file, resume: null },
  };

  it('restores the step, the highest step and the form from a draft', () => {
    let state = onboardReducer(initialOnboardState, { type: 'data-changed', data: { nationality: 'Thai' } });
    state = onboardReducer(state, { type: 'step-completed' });
    state = onboardReducer(state, { type: 'step-completed' });
    state = onboardReducer(state, { type: 'step-selected', step: 2 });
    const draft = JSON.parse(JSON.stringify(toDraft(state)));
    const restored = restoreOnboardState(draft, fallback);
    expect(restored).toMatchObject({ currentStep: 2, processedStep: 3, files: { avatar: file } });
    expect(restored.data.nationality).toBe('Thai');
    expect(restored.isSubmitting).toBe(false);
  });

  it('falls back to the saved profile for a missing or damaged draft', () => {
    for (const draft of [null, 'junk', { currentStep: 'x' }, { currentStep: 9, processedStep: 1 }]) {
      const restored = restoreOnboardState(draft, fallback);
      expect(restored).toMatchObject({ currentStep: 1, processedStep: 1 });
      expect(restored.data.fullname).toBe('From profile');
    }
  });

  it('clamps steps from a tampered draft', () => {
    const restored = restoreOnboardState(
      { currentStep: 99, processedStep: 99, referrerEmail: '', data: { company: {} } },
      fallback,
    );
    expect(restored).toMatchObject({ currentStep: 4, processedStep: 4 });
  });
});
