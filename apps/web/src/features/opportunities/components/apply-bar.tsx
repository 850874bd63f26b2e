import { useEffect, useState } from 'react';

type ApplyBarProps = {
  /** The id of the apply section this bar leads to. */
  targetId: string;
  label: string;
  pay: string;
};

/**
 * On a phone the apply form sits below the description, the facts and the company (issue 35): this
 * bar keeps "Apply" within reach at the bottom of the screen until the form itself is in view. It
 * also brings the form into view when the page is opened at `#apply` (the "Apply now" of an accepted
 * invitation).
 */
export function ApplyBar({ targetId, label, pay }: ApplyBarProps) {
  const [isTargetVisible, setIsTargetVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (window.location.hash === `#${targetId}`) target.scrollIntoView({ block: 'start' });
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) =>
      setIsTargetVisible(entry?.isIntersecting ?? false),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  if (isTargetVisible) return null;
  return (
    <div className="apply-bar">
      <span className="apply-bar__pay">{pay}</span>
      <a
        className="button button--primary"
        href={`#${targetId}`}
        onClick={(event) => {
          event.preventDefault();
          const target = document.getElementById(targetId);
          target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          target?.querySelector<HTMLElement>('textarea, input, a.button')?.focus({ preventScroll: true });
        }}
      >
        {label}
      </a>
    </div>
  );
}
