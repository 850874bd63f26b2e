import {
  DEFAULT_EXPERIENCE_LEVEL,
  ERROR_MESSAGES,
  type ErrorEnvelope,
  type ExperienceLevel,
  ONBOARDING_TOTAL_STEPS,
} from '@talentport/contract';

/** Onboard state of spec §3 (files and per-step data arrive with the full wizard). */
export type OnboardState = {
  isSubmitting: boolean;
  currentStep: number;
  processedStep: number;
  totalStep: number;
  errorReferrerEmail: string;
  referrerEmail: string;
  errorMessage: string;
  data: { experienceLevel: ExperienceLevel };
};

export type OnboardAction =
  | { type: 'submit-started'; referrerEmail: string }
  | { type: 'submit-succeeded' }
  | { type: 'submit-failed'; envelope: ErrorEnvelope }
  | { type: 'referrer-email-edited' };

export const initialOnboardState: OnboardState = {
  isSubmitting: false,
  currentStep: 1,
  processedStep: 1,
  totalStep: ONBOARDING_TOTAL_STEPS,
  errorReferrerEmail: '',
  referrerEmail: '',
  errorMessage: '',
  data: { experienceLevel: DEFAULT_EXPERIENCE_LEVEL },
};

export function isInvalidReferrerEmail(envelope: ErrorEnvelope): boolean {
  return (
    envelope.message === 'INVALID_REFERRER_EMAIL' ||
    envelope.error.en === ERROR_MESSAGES.INVALID_REFERRER_EMAIL
  );
}

export function onboardReducer(state: OnboardState, action: OnboardAction): OnboardState {
  switch (action.type) {
    case 'submit-started':
      return { ...state, isSubmitting: true, errorMessage: '', referrerEmail: action.referrerEmail };
    case 'submit-succeeded': {
      // Spec §4: the referrer error is cleared and the step advances (never past the last one).
      const currentStep = Math.min(state.currentStep + 1, state.totalStep);
      return {
        ...state,
        isSubmitting: false,
        errorReferrerEmail: '',
        currentStep,
        processedStep: Math.max(state.processedStep, currentStep),
      };
    }
    case 'submit-failed':
      if (isInvalidReferrerEmail(action.envelope)) {
        return { ...state, isSubmitting: false, errorReferrerEmail: action.envelope.error.en };
      }
      return { ...state, isSubmitting: false, errorMessage: action.envelope.error.en };
    case 'referrer-email-edited':
      return { ...state, errorReferrerEmail: '' };
  }
}
