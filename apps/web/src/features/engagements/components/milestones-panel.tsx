import '../engagements.css';
import {
  type EngagementDetail,
  isSuccess,
  MILESTONE_REMINDER_DAYS,
  type Milestone,
  type MilestoneStatus,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFormErrors } from '../../../lib/form-errors';
import { formatWhen } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { parseMoneyInput } from '../../../lib/parse-money';
import { useAcceptMilestone } from '../api/accept-milestone';
import { useApproveMilestone } from '../api/approve-milestone';
import { useDeclineMilestone } from '../api/decline-milestone';
import { useProposeMilestone } from '../api/propose-milestone';
import { useRequestMilestoneChanges } from '../api/request-milestone-changes';
import { useSubmitMilestone } from '../api/submit-milestone';
import { NoteForm, type Outcome, outcomeOf, WorkSection } from './work-forms';

const STATUS_LABELS: Record<MilestoneStatus, string> = {
  proposed: 'Proposed',
  active: 'In progress',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_TONES: Record<MilestoneStatus, string> = {
  proposed: 'new',
  active: 'shortlisted',
  submitted: 'interviewing',
  changes_requested: 'rejected',
  approved: 'accepted',
  declined: 'declined',
};
const DAY_MS = 86_400_000;
const day = (value: string) => formatWhen(value.length === 10 ? `${value}T12:00:00Z` : value);

/** Fixed price: each milestone with its status and the step each side can take now. */
export function MilestonesPanel({ engagement }: { engagement: EngagementDetail }) {
  const milestones = [...engagement.milestones].sort((a, b) => a.position - b.position);
  const [isAdding, setIsAdding] = useState(false);
  return (
    <WorkSection id="milestones-heading" title="Milestones">
      {milestones.length === 0 ? <p className="muted">No milestones yet.</p> : null}
      <ol className="work-list">
        {milestones.map((milestone, index) => (
          <MilestoneItem
            key={milestone._id}
            milestone={milestone}
            number={index + 1}
            side={engagement.side}
          />
        ))}
      </ol>
      {engagement.can.proposeMilestone ? (
        isAdding ? (
          <ProposeMilestoneForm
            engagementId={engagement._id}
            currency={engagement.terms?.currency ?? milestones[0]?.currency ?? ''}
            onDone={() => setIsAdding(false)}
          />
        ) : (
          <div className="actions">
            <Button variant="secondary" className="button--compact" onClick={() => setIsAdding(true)}>
              Add a milestone
            </Button>
          </div>
        )
      ) : null}
    </WorkSection>
  );
}

function MilestoneItem({ milestone, number, side }: { milestone: Milestone; number: number; side: string }) {
  const [form, setForm] = useState<'submit' | 'changes' | 'decline' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = useSubmitMilestone();
  const approve = useApproveMilestone();
  const changes = useRequestMilestoneChanges();
  const accept = useAcceptMilestone();
  const decline = useDeclineMilestone();
  const name = `milestone ${number}`;
  const finish = (result: Outcome) => {
    setOutcome(result);
    if (result?.tone === 'success') setForm(null);
    return result;
  };
  const isDue =
    milestone.status === 'submitted' &&
    milestone.submittedAt !== null &&
    Date.now() - Date.parse(milestone.submittedAt) >= MILESTONE_REMINDER_DAYS * DAY_MS;
  return (
    <li className="work-item" id={`milestone-${milestone._id}`} aria-label={`Milestone ${number}`}>
      <div className="heading-row">
        <h3>
          {number}. {milestone.title}
        </h3>
        <span className={`status status--${STATUS_TONES[milestone.status]}`}>
          {STATUS_LABELS[milestone.status]}
        </span>
      </div>
      <p>
        {formatMoney(milestone.amount, milestone.currency)} · due {day(milestone.dueDate)}
      </p>
      {milestone.status === 'proposed' ? (
        <p className="muted">
          Proposed by {milestone.proposedBy === side ? 'you' : 'the other side'}; it becomes part of the work
          once accepted.
        </p>
      ) : null}
      {milestone.submittedAt && milestone.status !== 'active' ? (
        <p className="muted">
          Submitted {day(milestone.submittedAt)}
          {milestone.submissionNote ? `: “${milestone.submissionNote}”` : '.'}
        </p>
      ) : null}
      {milestone.status === 'changes_requested' && milestone.changesNote ? (
        <p>Changes asked for: “{milestone.changesNote}”</p>
      ) : null}
      {isDue && milestone.autoApproveAt ? (
        <p className="work-warning">It will be approved automatically on {day(milestone.autoApproveAt)}.</p>
      ) : null}
      {milestone.approvedAt ? (
        <p className="muted">
          Approved {day(milestone.approvedAt)}
          {milestone.autoApproved ? ' automatically, 14 days after it was submitted' : ''}.
          {milestone.invoiceId ? ' Its invoice is below.' : ''}
        </p>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="actions">
        {milestone.can.submit ? (
          <Button className="button--compact" onClick={() => setForm(form === 'submit' ? null : 'submit')}>
            Submit {name}
          </Button>
        ) : null}
        {milestone.can.approve ? (
          <Button
            className="button--compact"
            isPending={approve.isPending}
            onClick={() =>
              void outcomeOf(
                approve.mutateAsync(milestone._id),
                `Approved. The invoice for ${name} is made.`,
              ).then(finish)
            }
          >
            Approve {name}
          </Button>
        ) : null}
        {milestone.can.requestChanges ? (
          <Button variant="secondary" className="button--compact" onClick={() => setForm('changes')}>
            Request changes
          </Button>
        ) : null}
        {milestone.can.accept ? (
          <Button
            className="button--compact"
            isPending={accept.isPending}
            onClick={() =>
              void outcomeOf(
                accept.mutateAsync(milestone._id),
                `Accepted: ${name} is part of the work.`,
              ).then(finish)
            }
          >
            Accept {name}
          </Button>
        ) : null}
        {milestone.can.decline ? (
          <Button variant="ghost" className="button--compact" onClick={() => setForm('decline')}>
            {milestone.proposedBy === side ? 'Call it off' : 'Decline'}
          </Button>
        ) : null}
      </div>
      {form === 'submit' ? (
        <NoteForm
          label="Note"
          hint="What you delivered and where to find it."
          submitLabel={`Send ${name} for approval`}
          isRequired={false}
          onCancel={() => setForm(null)}
          onSubmit={(note) =>
            outcomeOf(
              submit.mutateAsync({ id: milestone._id, note }),
              `Submitted. The company has been asked to approve ${name}.`,
            ).then(finish)
          }
        />
      ) : null}
      {form === 'changes' ? (
        <NoteForm
          label="What should change"
          submitLabel="Send back with this note"
          onCancel={() => setForm(null)}
          onSubmit={(note) =>
            outcomeOf(changes.mutateAsync({ id: milestone._id, note }), 'Sent back with your note.').then(
              finish,
            )
          }
        />
      ) : null}
      {form === 'decline' ? (
        <NoteForm
          label="Reason"
          submitLabel="Decline the milestone"
          isRequired={false}
          onCancel={() => setForm(null)}
          onSubmit={(reason) =>
            outcomeOf(decline.mutateAsync({ id: milestone._id, reason }), 'The milestone was declined.').then(
              finish,
            )
          }
        />
      ) : null}
    </li>
  );
}

const LABELS = { title: 'Title', amount: 'Amount', dueDate: 'Due date' };

function ProposeMilestoneForm({
  engagementId,
  currency,
  onDone,
}: {
  engagementId: string;
  currency: string;
  onDone: () => void;
}) {
  const propose = useProposeMilestone();
  const [values, setValues] = useState({ title: '', amount: '', dueDate: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof LABELS>>({});
  const [summary, setSummary] = useState('');
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseMoneyInput(values.amount, currency);
    const found: FieldErrors<keyof typeof LABELS> = {};
    if (!values.title.trim()) found.title = 'Give the milestone a title.';
    if (!amount.ok) found.amount = amount.message;
    if (!values.dueDate) found.dueDate = 'Choose the day it is due.';
    setErrors(found);
    if (!amount.ok || Object.keys(found).length > 0) return;
    const envelope = await propose.mutateAsync({
      engagementId,
      title: values.title.trim(),
      amount: amount.minor,
      dueDate: values.dueDate,
    });
    if (isSuccess(envelope)) {
      onDone();
      return;
    }
    const refusal = toFormErrors(envelope, LABELS);
    setErrors(refusal.fields);
    setSummary(refusal.summary);
  }

  return (
    <form className="form work-note-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>Add a milestone</h3>
      <p className="muted">The other side accepts it before it becomes part of the work.</p>
      {summary ? <Alert>{summary}</Alert> : null}
      <TextField
        maxLength={200}
        label="Title"
        name="title"
        value={values.title}
        error={errors.title}
        onChange={set('title')}
      />
      <div className="field-row field-row--wrap">
        <TextField
          label={`Amount${currency ? ` (${currency})` : ''}`}
          name="amount"
          inputMode="decimal"
          value={values.amount}
          error={errors.amount}
          onChange={set('amount')}
        />
        <TextField
          label="Due date"
          name="dueDate"
          type="date"
          value={values.dueDate}
          error={errors.dueDate}
          onChange={set('dueDate')}
        />
      </div>
      <div className="actions">
        <Button type="submit" isPending={propose.isPending}>
          Propose milestone
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
