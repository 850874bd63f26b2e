import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Puts the wizard's steps in the browser history (issue 35): each step moved to adds `?step=N`
 * (none for the first), so the browser's Back returns to the previous step instead of leaving the
 * site. A step in the URL
 * that the person has not reached yet is ignored. Other query parameters (`next`) are kept.
 */
export function useStepHistory(
  currentStep: number,
  processedStep: number,
  selectStep: (step: number) => void,
) {
  const [params, setParams] = useSearchParams();
  // No `step` is the first step (the wizard's own address, as links and the guard open it).
  const urlStep = Number.parseInt(params.get('step') ?? '', 10) || 1;
  const isFirstRun = useRef(true);

  // The wizard moved (Next, Back, the step indicator): record it, replacing only the first entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wizard's step changes, not when the URL does
  useEffect(() => {
    const isRestored = isFirstRun.current;
    isFirstRun.current = false;
    if (urlStep === currentStep) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (currentStep === 1) next.delete('step');
        else next.set('step', String(currentStep));
        return next;
      },
      // A draft reopened at its step replaces the entry; moving between steps adds one.
      { replace: isRestored },
    );
  }, [currentStep]);

  // The browser moved (Back, Forward): follow it to a step already reached.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's step changes, not when the wizard's does
  useEffect(() => {
    if (urlStep === currentStep) return;
    if (urlStep >= 1 && urlStep <= processedStep) selectStep(urlStep);
  }, [urlStep]);
}
