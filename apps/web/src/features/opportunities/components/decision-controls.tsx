import '../opportunities.css';
import { APPLICATION_UNDO_WINDOW_MS, type Application, isSuccess } from '@talentport/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatWhen } from '../../../lib/format-date';
import { useNotifyCandidateNow, useUndoApplicationDecision } from '../api/undo-application-decision';

export type Decision = 'hired' | 'rejected';

const WINDOW_MINUTES = Math.round(APPLICATION_UNDO_WINDOW_MS / 60_000);

function formatClock(iso: string): string {
  return formatWhen(iso, 'time');
}

/**
 * Hire and Reject ask first (decision 060): what will happen, to whom, and that it can be undone
 * for a few minutes before the candidate is told.
 */
export function DecisionConfirm({
  decision,
  application,
  isPending,
  onConfirm,
  onCancel,
}: {
  decision: Decision;
  application: Application;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const name = application.applicant.fullname;
  const isHire = decision === 'hired';
  return (
    <fieldset className="decision-confirm" aria-labelledby={headingId}>
      <h4 id={headingId} className="decision-confirm__title">
        {isHire ? `Hire ${name}?` : `Reject ${name}?`}
      </h4>
      <ul className="decision-confirm__effects">
        {isHire ? (
          <>
            <li>{name} is marked hired and counts towards this opportunity’s openings.</li>
            <li>Your conversation with {name} continues as your working conversation.</li>
          </>
        ) : (
          <li>{name} leaves your shortlist; you can shortlist them again later.</li>
        )}
        <li>
          {name} is told by email and notification in {WINDOW_MINUTES} minutes. Until then you can undo it and
          they hear nothing.
        </li>
      </ul>
      <div className="actions">
        <Button
          variant={isHire ? 'primary' : 'secondary'}
          className="button--compact"
          isPending={isPending}
          onClick={onConfirm}
        >
          {isHire ? `Yes, hire ${name}` : `Yes, reject ${name}`}
        </Button>
        <Button variant="ghost" className="button--compact" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}

/** While a hire or rejection can be taken back: when the candidate will be told, and Undo. */
export function UndoDecision({
  application,
  onUndone,
  onError,
}: {
  application: Application;
  onUndone: (status: string) => void;
  onError: (message: string) => void;
}) {
  const undo = useUndoApplicationDecision();
  const notifyNow = useNotifyCandidateNow();
  const until = application.undoUntil;
  const [isOpen, setIsOpen] = useState(() => until !== null && Date.parse(until) > Date.now());
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    setIsOpen(left > 0);
    if (left <= 0) return;
    const timer = window.setTimeout(() => setIsOpen(false), left);
    return () => window.clearTimeout(timer);
  }, [until]);
  if (!until || !isOpen) return null;
  const name = application.applicant.fullname;
  const what = application.status === 'hired' ? 'hired' : 'rejected';

  async function takeBack() {
    const envelope = await undo.mutateAsync(application._id);
    if (isSuccess(envelope)) onUndone(envelope.result.status);
    else onError(envelope.error.en);
  }

  async function tellNow() {
    const envelope = await notifyNow.mutateAsync(application._id);
    if (isSuccess(envelope)) setIsOpen(false);
    else onError(envelope.error.en);
  }

  return (
    <div className="decision-undo" role="status">
      <p>
        You {what} {name}. They will be told at <time dateTime={until}>{formatClock(until)}</time>; until then
        you can undo it.
      </p>
      <div className="actions">
        <Button
          variant="secondary"
          className="button--compact"
          isPending={undo.isPending}
          onClick={() => void takeBack()}
        >
          Undo
        </Button>
        <Button
          variant="ghost"
          className="button--compact"
          isPending={notifyNow.isPending}
          onClick={() => void tellNow()}
        >
          Tell {name} now
        </Button>
      </div>
    </div>
  );
}
