import '../opportunities.css';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  type FileRef,
  isSuccess,
  type OpportunityDetail,
  PAGE_AREAS,
  paths,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useDuplicateOpportunity } from '../api/duplicate-opportunity';
import { useOpportunity } from '../api/get-opportunity';
import { useOpportunityApplications } from '../api/get-opportunity-applications';
import { useInviteFreelancer } from '../api/invite-freelancer';
import { useSetOpportunityStatus } from '../api/set-opportunity-status';
import { formatPay } from '../search-params';
import { ApplicantCard, STATUS_LABELS } from './applicant-card';
import { ApplicantToolbar, useApplicantSelection } from './applicant-tools';

type StatusFilter = 'all' | ApplicationStatus;
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...APPLICATION_STATUSES];

type OpportunityPipelineProps = {
  id: string;
  basePath: string;
  /** The files feature's download (attachments need the session), handed in by the screen. */
  downloadAttachment: (file: FileRef) => Promise<string | undefined | null>;
  /** A candidate's public page under this viewer's prefix. */
  talentPath: (code: string) => string;
  /** Where "Make an offer" to an applicant leads (the Work page's offer form). */
  offerHref: (application: Application) => string;
};

/** One opportunity from the company's side: actions, applicants by status, invitations. */
export function OpportunityPipeline({
  id,
  basePath,
  talentPath,
  downloadAttachment,
  offerHref,
}: OpportunityPipelineProps) {
  const opportunity = useOpportunity(id);
  if (opportunity.isPending) {
    return (
      <div className="page inline-loading">
        <Spinner /> Loading…
      </div>
    );
  }
  if (opportunity.isError || !opportunity.data.viewer.isOwner) {
    const isMissing =
      opportunity.isError && opportunity.error instanceof ApiError && opportunity.error.status === 404;
    return (
      <div className="page">
        <h1>Opportunity not found</h1>
        <p>
          {isMissing || !opportunity.isError
            ? 'It does not exist or belongs to another company.'
            : opportunity.error.message}
        </p>
        <Link to={basePath}>Back to your opportunities</Link>
      </div>
    );
  }
  return (
    <PipelineLoaded
      opportunity={opportunity.data}
      basePath={basePath}
      talentPath={talentPath}
      downloadAttachment={downloadAttachment}
      offerHref={offerHref}
    />
  );
}

function PipelineLoaded({
  opportunity,
  basePath,
  talentPath,
  downloadAttachment,
  offerHref,
}: {
  opportunity: OpportunityDetail;
  basePath: string;
  talentPath: (code: string) => string;
  downloadAttachment: OpportunityPipelineProps['downloadAttachment'];
  offerHref: OpportunityPipelineProps['offerHref'];
}) {
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const applications = useOpportunityApplications({
    opportunityId: opportunity._id,
    status: statusFilter === 'all' ? undefined : statusFilter,
    page,
  });
  const setStatus = useSetOpportunityStatus();
  const duplicate = useDuplicateOpportunity();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const selection = useApplicantSelection();
  const role = basePath.startsWith(PAGE_AREAS.agency) ? 'agency' : 'employer';

  async function changeStatus(status: 'open' | 'paused' | 'closed') {
    const envelope = await setStatus.mutateAsync({ id: opportunity._id, status });
    setError(isSuccess(envelope) ? '' : envelope.error.en);
  }

  async function copy() {
    const envelope = await duplicate.mutateAsync(opportunity._id);
    if (isSuccess(envelope)) void navigate(`${basePath}/${envelope.result._id}/edit`);
    else setError(envelope.error.en);
  }

  const status = opportunity.status;
  return (
    <div className="page page--wide">
      <p className="eyebrow">
        <Link to={`${basePath}?type=${opportunity.type}`}>Your opportunities</Link> · {opportunity.type}
      </p>
      <h1>{opportunity.title}</h1>
      <p className="lead">
        <span className={`status status--${status}`}>{status}</span>{' '}
        {formatPay(opportunity.payType, opportunity.payMin, opportunity.payMax)} · {opportunity.hiredCount} of{' '}
        {opportunity.openings} hired
      </p>
      {opportunity.isHidden ? (
        <Alert tone="info">Hidden from listings while reports about it are reviewed.</Alert>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Link className="button button--secondary" to={`${basePath}/${opportunity._id}/edit`}>
          Edit
        </Link>
        {status === 'draft' ? <Button onClick={() => void changeStatus('open')}>Publish</Button> : null}
        {status === 'open' ? (
          <Button variant="secondary" onClick={() => void changeStatus('paused')}>
            Pause
          </Button>
        ) : null}
        {status === 'paused' || status === 'closed' ? (
          <Button variant="secondary" onClick={() => void changeStatus('open')}>
            {status === 'paused' ? 'Resume' : 'Reopen'}
          </Button>
        ) : null}
        {status === 'open' || status === 'paused' || status === 'filled' ? (
          <Button variant="secondary" onClick={() => void changeStatus('closed')}>
            Close
          </Button>
        ) : null}
        <Button variant="ghost" isPending={duplicate.isPending} onClick={() => void copy()}>
          Duplicate
        </Button>
      </div>
      <h2>Applicants</h2>
      <Tabs
        label="Applicant status"
        values={STATUS_FILTERS}
        selected={statusFilter}
        onSelect={(next) => {
          setStatusFilter(next);
          setPage(1);
        }}
        labelFor={(value) => (value === 'all' ? 'All' : STATUS_LABELS[value])}
      />
      <ApplicantToolbar opportunity={opportunity} selection={selection} />
      {applications.isError ? <Alert>{applications.error.message}</Alert> : null}
      {applications.data?.items.length === 0 ? (
        <div className="empty-state">
          <p>
            No applicants {statusFilter === 'all' ? 'yet' : 'with this status'}.{' '}
            {status === 'open' ? 'Invite a freelancer below to get things moving.' : ''}
          </p>
        </div>
      ) : null}
      <ul className="applicant-list">
        {applications.data?.items.map((application) => (
          <li key={application._id}>
            <ApplicantCard
              application={application}
              talentPath={talentPath}
              downloadAttachment={downloadAttachment}
              offerHref={offerHref}
              messagesHref={(conversation) => paths.role.messages.getHref({ role }, { conversation })}
              isSelected={selection.selected.includes(application._id)}
              onToggleSelect={() => selection.toggleSelect(application._id)}
              isCompared={selection.compared.includes(application._id)}
              onToggleCompare={() => selection.toggleCompare(application)}
            />
          </li>
        ))}
      </ul>
      {applications.data ? (
        <Pagination page={page} total={applications.data.total} recordPerPage={20} onPageChange={setPage} />
      ) : null}
      {status === 'open' ? (
        <InviteForm opportunityId={opportunity._id} findTalentPath={paths.role.talent.getHref({ role })} />
      ) : null}
    </div>
  );
}

function InviteForm({ opportunityId, findTalentPath }: { opportunityId: string; findTalentPath: string }) {
  const invite = useInviteFreelancer();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const envelope = await invite.mutateAsync({
      id: opportunityId,
      input: { freelancerCode: code.trim(), message },
    });
    if (isSuccess(envelope)) {
      setOutcome({ tone: 'success', text: 'Invitation sent. The freelancer has been emailed.' });
      setCode('');
      setMessage('');
    } else {
      setOutcome({ tone: 'error', text: envelope.error.en });
    }
  }

  return (
    <section className="panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a freelancer</h2>
      <p className="muted">
        Easier: <Link to={findTalentPath}>find talent</Link> and press Invite on their card. Or use the code
        at the end of their profile address (…/talent/CODE).
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Freelancer code"
          name="freelancerCode"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextareaField
          label="Message"
          name="message"
          isOptional
          rows={3}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" isPending={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </section>
  );
}
