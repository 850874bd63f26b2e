import '../onboarding.css';

type StepIndicatorProps = {
  steps: readonly string[];
  currentStep: number;
  processedStep: number;
  onSelect: (step: number) => void;
};

/** The wizard's steps: reached ones can be revisited, the current one is announced as such. */
export function StepIndicator({ steps, currentStep, processedStep, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Steps" className="steps">
      <ol className="steps__list">
        {steps.map((title, index) => {
          const step = index + 1;
          const isCurrent = step === currentStep;
          const isReached = step <= processedStep;
          const state = isCurrent
            ? 'current'
            : step < processedStep || (isReached && step < currentStep)
              ? 'done'
              : isReached
                ? 'reached'
                : 'todo';
          return (
            <li key={title} className={`steps__item steps__item--${state}`}>
              <button
                type="button"
                className="steps__button"
                disabled={!isReached || isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(step)}
              >
                <span className="steps__number" aria-hidden="true">
                  {step}
                </span>
                <span className="steps__title">{title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
