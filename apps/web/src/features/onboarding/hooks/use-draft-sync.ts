import { useEffect, useRef } from 'react';
import { saveOnboardingDraft } from '../api/onboarding-draft';
import { writeOnboardDraft } from '../onboard-draft';
import { type OnboardState, toDraft } from '../onboard-reducer';

/**
 * Keeps the onboarding draft (decision 063): in this tab's storage on every change, and on the
 * server whenever the step changes (Next, Back, a step chosen, an upload), so it continues in
 * another tab or on another device. Editing a finished profile keeps no draft.
 */
export function useDraftSync(state: OnboardState, profileCode: string, isEdit: boolean) {
  useEffect(() => {
    if (!isEdit) writeOnboardDraft(profileCode, toDraft(state));
  }, [isEdit, profileCode, state]);

  const { currentStep, processedStep } = state;
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (isEdit || currentStep + processedStep === 2) return;
    void saveOnboardingDraft(toDraft(latest.current));
  }, [isEdit, currentStep, processedStep]);
}
