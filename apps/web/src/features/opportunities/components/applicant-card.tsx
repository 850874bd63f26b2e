import '../applicant-tools.css';
import '../opportunities.css';
import {
  APPLICATION_TRANSITIONS,
  type Application,
  type ApplicationStatus,
  type FileRef,
  isSuccess,
  type PipelineStatus,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatNumber } from '../../../lib/format-number';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { useOpenApplicantConversation } from '../api/open-applicant-conversation';
import { useUpdateApplicationNote } from '../api/update-application-note';
import { DecisionConfirm, UndoDecision } from './decision-controls';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
/** Hiring is an offer the candidate accepts (issue 34): the "hired" move is the offer form's link. */
const ACTION_LABELS: Record<PipelineStatus, string> = {
  new: 'Back to new',
  shortlisted: 'Shortlist',
  interviewing: 'Interview',
  hired: 'Make an offer',
  rejected: 'Reject',
};

type ApplicantCardProps = {
  application: Application;
  talentPath: (code: string) => string;
  /** The files feature's download (attachments need the session), handed in by the screen. */
  downloadAttachment: (file: FileRef) => Promise<string | undefined | null>;
  offerHref: (application: Application) => string;
  /** The messages page opened on a conversation, under this viewer's prefix. */
  messagesHref: (conversationId: string) => string;
  /** Picked for a bulk action (reject). */
  isSelected: boolean;
  onToggleSelect: () => void;
  /** In the comparison (at most 4, decision 127). */
  isCompared: boolean;
  onToggleCompare: () => void;
};

/** One applicant in the pipeline: who, their letter and file, the next moves, a private note. */
export function ApplicantCard({
  application,
  talentPath,
  downloadAttachment,
  offerHref,
  messagesHref,
  isSelected,
  onToggleSelect,
  isCompared,
  onToggleCompare,
}: ApplicantCardProps) {
  const changeStatus = useChangeApplicationStatus();
  const openConversation = useOpenApplicantConversation();
  const navigate = useNavigate();
  const saveNote = useUpdateApplicationNote();
  const [note, setNote] = useState(application.note);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { applicant } = application;

  const [confirming, setConfirming] = useState<'rejected' | null>(null);

  async function move(status: PipelineStatus) {
    setConfirming(null);
    const envelope = await changeStatus.mutateAsync({ applicationId: application._id, status });
    const isHeld = status === 'hired' || status === 'rejected';
    setMessage(
      isSuccess(envelope)
        ? isHeld
          ? null
          : {
              tone: 'success',
              text: `${applicant.fullname} is now ${STATUS_LABELS[status].toLowerCase()}. They have been told.`,
            }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  /** Reject asks first (decision 060); the other moves happen at once. */
  function choose(status: PipelineStatus) {
    if (status === 'rejected') setConfirming(status);
    else void move(status);
  }

  /** Opens the hiring conversation with them, made if there is none yet, whatever their status. */
  async function openMessages() {
    const envelope = await openConversation.mutateAsync(application._id);
    if (isSuccess(envelope)) void navigate(messagesHref(envelope.result.conversationId));
    else setMessage({ tone: 'error', text: envelope.error.en });
  }

  async function submitNote(event: FormEvent) {
    event.preventDefault();
    const envelope = await saveNote.mutateAsync({ applicationId: application._id, note });
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: 'Note saved.' }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <article className="card applicant-card" aria-label={`Application from ${applicant.fullname}`}>
      <div className="applicant-card__head">
        <div className="applicant-card__who">
          <ApplicantAvatar url={applicant.avatar[0]?.url} name={applicant.fullname} />
          <div>
            <h3>
              <Link to={talentPath(applicant.code)}>{applicant.fullname}</Link>
            </h3>
            <p className="muted">
              {[
                applicant.company ? `${applicant.company.name} (agency)` : applicant.occupation,
                applicant.experienceLevel,
                `proposes $${formatNumber(application.proposedRate)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="muted">
              {applicant.numberOfRate > 0
                ? `${applicant.rating.toFixed(1)} ★ (${formatNumber(applicant.numberOfRate)} ${applicant.numberOfRate === 1 ? 'review' : 'reviews'})`
                : 'No reviews yet'}
              {' · '}
              {/* The visible words start the accessible name, so a voice command can say them. */}
              <Link to={talentPath(applicant.code)}>
                View profile<span className="visually-hidden"> of {applicant.fullname}</span>
              </Link>
            </p>
          </div>
        </div>
        <span className={`status status--${application.status}`}>{STATUS_LABELS[application.status]}</span>
      </div>
      <div className="applicant-card__tools">
        <label className="checkbox">
          <input type="checkbox" checked={isSelected} onChange={onToggleSelect} />
          <span>
            Select<span className="visually-hidden"> {applicant.fullname}</span>
          </span>
        </label>
        <Button
          variant="ghost"
          className="button--compact"
          aria-pressed={isCompared}
          onClick={onToggleCompare}
        >
          {isCompared ? 'In comparison' : 'Compare'}
          <span className="visually-hidden"> {applicant.fullname}</span>
        </Button>
        <Button
          variant="secondary"
          className="button--compact"
          isPending={openConversation.isPending}
          onClick={() => void openMessages()}
        >
          Message<span className="visually-hidden"> {applicant.fullname}</span>
        </Button>
      </div>
      <p className="applicant-card__letter">{application.coverLetter}</p>
      {application.screeningAnswers.length > 0 ? (
        <dl className="applicant-card__answers" aria-label="Answers to your screening questions">
          {application.screeningAnswers.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {application.attachment ? (
        <p>
          <Button
            variant="ghost"
            className="button--compact"
            onClick={() => {
              const file = application.attachment;
              if (!file) return;
              void downloadAttachment(file).then((failure) => {
                if (failure) setMessage({ tone: 'error', text: failure });
              });
            }}
          >
            Download {application.attachment.name}
          </Button>
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <UndoDecision
        application={application}
        onUndone={(status) =>
          setMessage({
            tone: 'success',
            text: `Undone: ${applicant.fullname} is ${status} again and was not told anything.`,
          })
        }
        onError={(text) => setMessage({ tone: 'error', text })}
      />
      {confirming ? (
        <DecisionConfirm
          decision={confirming}
          application={application}
          isPending={changeStatus.isPending}
          onConfirm={() => void move(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : APPLICATION_TRANSITIONS[application.status].length > 0 ? (
        <div className="actions">
          {APPLICATION_TRANSITIONS[application.status].map((next) =>
            next === 'hired' ? (
              <Link key={next} className="button button--primary button--compact" to={offerHref(application)}>
                {ACTION_LABELS[next]}
              </Link>
            ) : (
              <Button
                key={next}
                variant={next === 'rejected' ? 'ghost' : 'secondary'}
                className="button--compact"
                isPending={changeStatus.isPending && changeStatus.variables?.status === next}
                onClick={() => choose(next)}
              >
                {ACTION_LABELS[next]}
              </Button>
            ),
          )}
        </div>
      ) : null}
      <form className="applicant-card__note" onSubmit={(event) => void submitNote(event)}>
        <TextareaField
          label="Private note"
          name="note"
          rows={2}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="button--compact" isPending={saveNote.isPending}>
          Save note
        </Button>
      </form>
    </article>
  );
}

/** The applicant's photo, or their initials when they have none. */
function ApplicantAvatar({ url, name }: { url: string | undefined; name: string }) {
  if (url) return <img className="applicant-card__avatar" src={url} alt="" width={48} height={48} />;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span className="applicant-card__avatar applicant-card__avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
