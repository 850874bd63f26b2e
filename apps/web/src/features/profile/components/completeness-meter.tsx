import './completeness.css';
import type { Completeness, ProfileSection } from '../profile-completeness';

type CompletenessMeterProps = { completeness: Completeness; onGoTo: (section: ProfileSection) => void };

/** The profile's completeness with the next most useful step and a way straight to it. */
export function CompletenessMeter({ completeness, onGoTo }: CompletenessMeterProps) {
  const { percent, next, steps } = completeness;
  return (
    <section className="card completeness" aria-labelledby="completeness-title">
      <h2 id="completeness-title">Profile {percent}% complete</h2>
      <div
        className="completeness__bar"
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="completeness__fill" style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        <div className="completeness__next">
          <p>
            <strong>Next: {next.label}.</strong> {next.why}
          </p>
          <button
            type="button"
            className="button button--secondary button--compact"
            onClick={() => onGoTo(next.section)}
          >
            Do it now
          </button>
        </div>
      ) : (
        <p>Your profile has everything employers look for.</p>
      )}
      <details className="completeness__steps">
        <summary>All steps</summary>
        <ul>
          {steps.map((step) => (
            <li key={step.key} className={step.isDone ? 'completeness__done' : undefined}>
              <span aria-hidden="true">{step.isDone ? '✓' : '○'}</span> {step.label}
              <span className="visually-hidden">{step.isDone ? ' (done)' : ' (to do)'}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
