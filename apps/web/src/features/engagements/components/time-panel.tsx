import '../engagements.css';
import { type EngagementDetail, isSuccess, type Timesheet, type TimesheetStatus } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatWhen } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useApproveTimesheet } from '../api/approve-timesheet';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useDisputeTimesheet } from '../api/dispute-timesheet';
import { useLogTime } from '../api/log-time';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import { useUpdateTimeEntry } from '../api/update-time-entry';
import { describeDuration, formatDuration } from '../duration';
import { TimeEntryForm } from './time-entry-form';
import { NoteForm, type Outcome, outcomeOf, WorkSection } from './work-forms';

const STATUS_LABELS: Record<TimesheetStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  disputed: 'Disputed',
};
const STATUS_TONES: Record<TimesheetStatus, string> = {
  open: 'new',
  submitted: 'interviewing',
  approved: 'accepted',
  disputed: 'rejected',
};
const day = (value: string) => formatWhen(value.length === 10 ? `${value}T12:00:00Z` : value);
const shortDay = (value: string) => formatWhen(`${value.slice(0, 10)}T12:00:00Z`, 'dayMonth');

/** Hourly: this week's time with one-tap logging, then the earlier weeks, each with its next step. */
export function TimePanel({ engagement }: { engagement: EngagementDetail }) {
  const current = engagement.currentWeek;
  const earlier = engagement.timesheets.filter((sheet) => sheet.week !== current?.week);
  return (
    <WorkSection id="time-heading" title="Time">
      <p className="muted">
        {engagement.terms?.weeklyHourLimit
          ? `At most ${engagement.terms.weeklyHourLimit} hours a week; time beyond the limit cannot be logged. `
          : ''}
        Weeks left open are submitted on the following Monday; a submitted week the company does not answer
        within 5 days is approved by itself.
      </p>
      {current ? <WeekCard sheet={current} engagementId={engagement._id} isCurrent /> : null}
      {earlier.length > 0 ? (
        <>
          <h3>Earlier weeks</h3>
          <ul className="work-list">
            {earlier.map((sheet) => (
              <WeekCard key={sheet.week} sheet={sheet} engagementId={engagement._id} isCurrent={false} />
            ))}
          </ul>
        </>
      ) : null}
    </WorkSection>
  );
}

function WeekCard({
  sheet,
  engagementId,
  isCurrent,
}: {
  sheet: Timesheet;
  engagementId: string;
  isCurrent: boolean;
}) {
  const logTime = useLogTime();
  const submit = useSubmitTimesheet();
  const approve = useApproveTimesheet();
  const dispute = useDisputeTimesheet();
  const [isDisputing, setIsDisputing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const label = isCurrent ? 'this week' : `the week of ${shortDay(sheet.startsOn)}`;
  const Tag = isCurrent ? 'section' : 'li';
  const sheetId = sheet._id;
  return (
    <Tag className="work-item" aria-label={isCurrent ? 'This week' : `Week of ${shortDay(sheet.startsOn)}`}>
      <div className="heading-row">
        <h3>
          {isCurrent ? 'This week' : 'Week'}: {shortDay(sheet.startsOn)} – {shortDay(sheet.endsOn)}
        </h3>
        <span className={`status status--${STATUS_TONES[sheet.status]}`}>{STATUS_LABELS[sheet.status]}</span>
      </div>
      <p>
        <strong>{describeDuration(sheet.totalMinutes)}</strong> of {describeDuration(sheet.limitMinutes)} ·{' '}
        {formatMoney(sheet.amount, sheet.currency)}
      </p>
      <meter
        className="work-meter"
        min={0}
        max={sheet.limitMinutes}
        value={sheet.totalMinutes}
        aria-label="Hours logged against the weekly limit"
      />
      {sheet.status === 'submitted' && sheet.reviewDeadline ? (
        <p className="muted">
          Submitted{sheet.autoSubmitted ? ' automatically' : ''}. Approved automatically on{' '}
          {formatWhen(sheet.reviewDeadline, 'dateTime')} unless disputed.
        </p>
      ) : null}
      {sheet.status === 'disputed' ? (
        <p>Disputed: “{sheet.disputeReason}”. The time can be corrected and the week submitted again.</p>
      ) : null}
      {sheet.approvedAt ? (
        <p className="muted">
          Approved {day(sheet.approvedAt)}
          {sheet.autoApproved ? ' automatically' : ''}.{sheet.invoiceId ? ' Its invoice is below.' : ''}
        </p>
      ) : null}
      {sheet.entries.length > 0 ? (
        <ul className="time-entries" aria-label="Time logged">
          {sheet.entries.map((entry) => (
            <TimeEntryRow key={entry._id} entry={entry} sheet={sheet} />
          ))}
        </ul>
      ) : isCurrent ? (
        <p className="muted">Nothing logged this week yet.</p>
      ) : null}
      {sheet.can.logTime ? (
        <TimeEntryForm
          startsOn={sheet.startsOn}
          endsOn={sheet.endsOn}
          submitLabel="Log time"
          onSubmit={async (values) => {
            const envelope = await logTime.mutateAsync({ engagementId, ...values });
            return isSuccess(envelope) ? null : envelope.error.en;
          }}
        />
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {sheetId && (sheet.can.submit || sheet.can.approve || sheet.can.dispute) ? (
        <div className="actions">
          {sheet.can.submit ? (
            <Button
              isPending={submit.isPending}
              onClick={() =>
                void outcomeOf(
                  submit.mutateAsync(sheetId),
                  'Submitted. The company has been asked to approve it.',
                ).then(setOutcome)
              }
            >
              Submit {label}
            </Button>
          ) : null}
          {sheet.can.approve ? (
            <Button
              isPending={approve.isPending}
              onClick={() =>
                void outcomeOf(
                  approve.mutateAsync(sheetId),
                  'Approved. The invoice for the week is made.',
                ).then(setOutcome)
              }
            >
              Approve {label}
            </Button>
          ) : null}
          {sheet.can.dispute ? (
            <Button variant="secondary" onClick={() => setIsDisputing(true)}>
              Dispute
            </Button>
          ) : null}
        </div>
      ) : null}
      {isDisputing && sheetId ? (
        <NoteForm
          label="What is wrong with this week"
          submitLabel="Dispute the week"
          onCancel={() => setIsDisputing(false)}
          onSubmit={async (reason) => {
            const result = await outcomeOf(
              dispute.mutateAsync({ id: sheetId, reason }),
              'Disputed. The freelancer has been told.',
            );
            if (result?.tone === 'success') {
              setIsDisputing(false);
              setOutcome(result);
            }
            return result;
          }}
        />
      ) : null}
    </Tag>
  );
}

function TimeEntryRow({ entry, sheet }: { entry: Timesheet['entries'][number]; sheet: Timesheet }) {
  const update = useUpdateTimeEntry();
  const remove = useDeleteTimeEntry();
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState('');
  if (isEditing) {
    return (
      <li>
        <TimeEntryForm
          startsOn={sheet.startsOn}
          endsOn={sheet.endsOn}
          initial={entry}
          submitLabel="Save"
          onCancel={() => setIsEditing(false)}
          onSubmit={async (values) => {
            const envelope = await update.mutateAsync({ id: entry._id, ...values });
            if (!isSuccess(envelope)) return envelope.error.en;
            setIsEditing(false);
            return null;
          }}
        />
      </li>
    );
  }
  const when = shortDay(entry.date);
  return (
    <li className="time-entry">
      <span className="time-entry__day">{when}</span>
      <span className="time-entry__minutes">{formatDuration(entry.minutes)}</span>
      <span className="time-entry__memo">{entry.memo}</span>
      {sheet.can.logTime ? (
        <span className="time-entry__actions">
          <Button
            variant="ghost"
            className="button--compact"
            aria-label={`Edit ${formatDuration(entry.minutes)} on ${when}`}
            onClick={() => setIsEditing(true)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            className="button--compact"
            aria-label={`Delete ${formatDuration(entry.minutes)} on ${when}`}
            isPending={remove.isPending}
            onClick={() =>
              void remove
                .mutateAsync(entry._id)
                .then((envelope) => setError(isSuccess(envelope) ? '' : envelope.error.en))
            }
          >
            Delete
          </Button>
        </span>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </li>
  );
}
