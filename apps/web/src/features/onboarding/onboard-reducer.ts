import {
  ERROR_MESSAGES,
  type ErrorEnvelope,
  type FileRef,
  type FileRefType,
  ONBOARDING_TOTAL_STEPS,
} from '@talentport/contract';
import { initialOnboardData, type OnboardData, type OnboardFiles } from './onboard-data';

/** Onboard state of the data rules. */
export type OnboardState = {
  isSubmitting: boolean;
  currentStep: number;
  /** The highest step reached. */
  processedStep: number;
  totalStep: number;
  errorReferrerEmail: string;
  referrerEmail: string;
  errorMessage: string;
  data: OnboardData;
  files: OnboardFiles;
};

export type OnboardAction =
  | { type: 'data-changed'; data: Partial<OnboardData> }
  | { type: 'step-completed' }
  | { type: 'step-selected'; step: number }
  | { type: 'upload-succeeded'; refType: FileRefType; file: FileRef }
  | { type: 'submit-started'; referrerEmail: string }
  | { type: 'submit-succeeded' }
  | { type: 'submit-failed'; envelope: ErrorEnvelope }
  | { type: 'referrer-email-edited'; referrerEmail: string };

export const initialOnboardState: OnboardState = {
  isSubmitting: false,
  currentStep: 1,
  processedStep: 1,
  totalStep: ONBOARDING_TOTAL_STEPS,
  errorReferrerEmail: '',
  referrerEmail: '',
  errorMessage: '',
  data: initialOnboardData,
  files: { avatar: null, resume: null },
};

export function isInvalidReferrerEmail(envelope: ErrorEnvelope): boolean {
  return (
    envelope.message === 'INVALID_REFERRER_EMAIL' ||
    envelope.error.en === ERROR_MESSAGES.INVALID_REFERRER_EMAIL
  );
}

/** The guard rules: the step advances by one (never past the last) and processedStep keeps the highest. */
function advance(state: OnboardState): OnboardState {
  const currentStep = Math.min(state.currentStep + 1, state.totalStep);
  return { ...state, currentStep, processedStep: Math.max(state.processedStep, currentStep) };
}

export function onboardReducer(state: OnboardState, action: OnboardAction): OnboardState {
  switch (action.type) {
    case 'data-changed':
      return { ...state, data: { ...state.data, ...action.data } };
    case 'step-completed':
      return advance({ ...state, errorMessage: '' });
    case 'step-selected':
      // Any step already reached can be revisited; later ones are reached with "Next".
      if (action.step < 1 || action.step > state.processedStep) return state;
      return { ...state, currentStep: action.step, errorMessage: '' };
    case 'upload-succeeded':
      return advance({ ...state, files: { ...state.files, [action.refType]: action.file } });
    case 'submit-started':
      return { ...state, isSubmitting: true, errorMessage: '', referrerEmail: action.referrerEmail };
    case 'submit-succeeded':
      return advance({ ...state, isSubmitting: false, errorReferrerEmail: '' });
    case 'submit-failed':
      if (isInvalidReferrerEmail(action.envelope)) {
        return { ...state, isSubmitting: false, errorReferrerEmail: action.envelope.error.en };
      }
      return { ...state, isSubmitting: false, errorMessage: action.envelope.error.en };
    case 'referrer-email-edited':
      return { ...state, referrerEmail: action.referrerEmail, errorReferrerEmail: '' };
  }
}

/** What is kept across reloads: the form, the steps reached and the referrer (not flags or errors). */
export type OnboardDraft = Pick<OnboardState, 'currentStep' | 'processedStep' | 'referrerEmail' | 'data'>;

export function toDraft(state: OnboardState): OnboardDraft {
  const { currentStep, processedStep, referrerEmail, data } = state;
  return { currentStep, processedStep, referrerEmail, data };
}

/** Starts from a saved draft when it is readable, else from the saved profile's values. */
export function restoreOnboardState(
  draft: unknown,
  fallback: { data: OnboardData; files: OnboardFiles; processedStep?: number },
): OnboardState {
  const base: OnboardState = {
    ...initialOnboardState,
    data: fallback.data,
    files: fallback.files,
    processedStep: fallback.processedStep ?? 1,
  };
  if (!isDraft(draft)) return base;
  const processedStep = clampStep(Math.max(draft.processedStep, base.processedStep));
  return {
    ...base,
    currentStep: Math.min(clampStep(draft.currentStep), processedStep),
    processedStep,
    referrerEmail: draft.referrerEmail,
    data: { ...fallback.data, ...draft.data, company: { ...fallback.data.company, ...draft.data.company } },
  };
}

function clampStep(step: number): number {
  return Math.min(Math.max(Math.trunc(step), 1), ONBOARDING_TOTAL_STEPS);
}

function isDraft(value: unknown): value is OnboardDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.currentStep === 'number' &&
    typeof draft.processedStep === 'number' &&
    typeof draft.referrerEmail === 'string' &&
    typeof draft.data === 'object' &&
    draft.data !== null &&
    typeof (draft.data as { company?: unknown }).company === 'object'
  );
}
