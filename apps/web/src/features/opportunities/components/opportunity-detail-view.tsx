import '../opportunities.css';
import {
  type Envelope,
  isSuccess,
  type OpportunityDetail,
  paths,
  type UploadedFile,
  type UserRole,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useOpportunity } from '../api/get-opportunity';
import { useSimilarOpportunities } from '../api/get-similar-opportunities';
import { useReportOpportunity } from '../api/report-opportunity';
import { useSaveOpportunity } from '../api/save-opportunity';
import { useWithdrawApplication } from '../api/withdraw-application';
import { experienceLabel } from '../experience-label';
import { formatPay } from '../search-params';
import { ApplyBar } from './apply-bar';
import { ApplyForm } from './apply-form';
import { OpportunityCard } from './opportunity-card';
import { OpportunityNotFound } from './opportunity-not-found';
import { TrackRecord } from './track-record';

type OpportunityDetailViewProps = {
  id: string;
  role: UserRole | null;
  detailPath: (id: string) => string;
  companyPath: (code: string) => string;
  appliedPath: string;
  listPath: string;
  /** Navigation state for the links to /login, so that a guest comes back here after it. */
  loginState: unknown;
  /** The files feature's upload, handed in by the screen (features do not import each other). */
  uploadAttachment: (file: File, onProgress: (fraction: number) => void) => Promise<Envelope<UploadedFile>>;
};

const STATUS_LABELS: Record<string, string> = {
  new: 'Applied — waiting for the employer',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  hired: 'Hired',
  rejected: 'Not successful',
  withdrawn: 'Withdrawn',
};

export function OpportunityDetailView(props: OpportunityDetailViewProps) {
  const query = useOpportunity(props.id);
  if (query.isPending) {
    return (
      <div className="page inline-loading">
        <Spinner /> Loading the opportunity…
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <OpportunityNotFound isGuest={props.role === null} backPath={props.listPath} />;
    }
    return (
      <div className="page">
        <Alert>{query.error.message}</Alert>
      </div>
    );
  }
  return <OpportunityDetailLoaded {...props} opportunity={query.data} />;
}

function OpportunityDetailLoaded({
  opportunity,
  role,
  detailPath,
  companyPath,
  appliedPath,
  loginState,
  uploadAttachment,
}: OpportunityDetailViewProps & { opportunity: OpportunityDetail }) {
  // Logging in or signing up from here comes back here (`next`, issue 35).
  const location = useLocation();
  const back = { next: `${location.pathname}${location.search}` };
  const similar = useSimilarOpportunities(opportunity._id);
  const save = useSaveOpportunity();
  const withdraw = useWithdrawApplication();
  const [shareNotice, setShareNotice] = useState('');
  const { viewer, companyCard } = opportunity;
  const canSave = role === 'freelancer' || role === 'agency';

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: opportunity.title, url });
        return;
      } catch {
        // Cancelled or refused: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShareNotice('Link copied.');
    } catch {
      setShareNotice(`Copy this link: ${url}`);
    }
  }

  return (
    <div className="page page--wide">
      <article className="opportunity-detail">
        <div className="opportunity-detail__main">
          <p className="eyebrow">
            {opportunity.type} · {opportunity.occupation}
            {opportunity.isFeatured ? ' · Featured' : ''}
          </p>
          <h1>{opportunity.title}</h1>
          <p className="lead">
            {formatPay(opportunity.payType, opportunity.payMin, opportunity.payMax)}
            {opportunity.status !== 'open' ? ` · ${opportunity.status}` : ''}
          </p>
          {opportunity.isHidden ? (
            <Alert tone="info">Hidden from listings while reports about it are reviewed.</Alert>
          ) : null}
          <dl className="facts">
            <div>
              <dt>Working mode</dt>
              <dd>{opportunity.workingMode}</dd>
            </div>
            <div>
              <dt>Workload</dt>
              <dd>{opportunity.workload}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{experienceLabel(opportunity.yearsOfExperience)}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{opportunity.location || 'Anywhere'}</dd>
            </div>
            <div>
              <dt>Openings</dt>
              <dd>{opportunity.openings}</dd>
            </div>
            {opportunity.deadline ? (
              <div>
                <dt>Apply by</dt>
                <dd>{opportunity.deadline}</dd>
              </div>
            ) : null}
          </dl>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading">About the {opportunity.type === 'Job' ? 'job' : 'project'}</h2>
            <MarkdownText text={opportunity.description} />
          </section>
          <ul className="chips" aria-label="Skills">
            {opportunity.skills.map((skill) => (
              <li key={skill} className="chip">
                {skill}
              </li>
            ))}
            {opportunity.expertise.map((area) => (
              <li key={area} className="chip">
                {area}
              </li>
            ))}
          </ul>
          <div className="actions">
            {canSave ? (
              <Button
                variant="secondary"
                isPending={save.isPending}
                aria-pressed={viewer.isSaved}
                onClick={() => save.mutate({ id: opportunity._id, isSaved: !viewer.isSaved })}
              >
                {viewer.isSaved ? 'Saved' : 'Save'}
              </Button>
            ) : null}
            {role === null ? (
              <Link className="button button--secondary" to={paths.login.getHref(back)} state={loginState}>
                Log in to save
              </Link>
            ) : null}
            <Button variant="secondary" onClick={() => void share()}>
              Share
            </Button>
          </div>
          {shareNotice ? <p role="status">{shareNotice}</p> : null}
          <section id="apply" className="panel" aria-labelledby="apply-heading">
            <h2 id="apply-heading">Apply</h2>
            {role === null ? (
              <>
                <p>Create a free account to apply and hear about opportunities like this one.</p>
                <div className="actions">
                  <Link
                    className="button button--primary"
                    to={paths.signup.getHref({ role: 'freelancer', ...back })}
                  >
                    Sign up to apply
                  </Link>
                  <Link
                    className="button button--secondary"
                    to={paths.login.getHref(back)}
                    state={loginState}
                  >
                    Log in
                  </Link>
                </div>
              </>
            ) : viewer.isOwner ? (
              <p>Your company posted this {opportunity.type.toLowerCase()}.</p>
            ) : viewer.application ? (
              <>
                <p>
                  Your application: <strong>{STATUS_LABELS[viewer.application.status]}</strong>.{' '}
                  <Link to={appliedPath}>See all your applications</Link>
                </p>
                {['new', 'shortlisted', 'interviewing'].includes(viewer.application.status) ? (
                  <Button
                    variant="ghost"
                    isPending={withdraw.isPending}
                    onClick={() => {
                      if (viewer.application && window.confirm('Withdraw your application?')) {
                        withdraw.mutate(viewer.application._id);
                      }
                    }}
                  >
                    Withdraw application
                  </Button>
                ) : null}
              </>
            ) : viewer.canApply ? (
              <ApplyForm opportunity={opportunity} uploadAttachment={uploadAttachment} />
            ) : (
              <p>
                {opportunity.status !== 'open'
                  ? 'This opportunity is not taking applications.'
                  : role === 'agency'
                    ? 'Agencies apply to projects; jobs are for freelancers.'
                    : 'Your account cannot apply to this opportunity.'}
              </p>
            )}
          </section>
          {role !== null && !viewer.isOwner ? <ReportForm id={opportunity._id} /> : null}
        </div>
        <aside className="opportunity-detail__side">
          <section className="card" aria-labelledby="company-heading">
            <p className="eyebrow">{companyCard.role === 'agency' ? 'Agency' : 'Employer'}</p>
            <h2 id="company-heading">
              {companyCard.isPublic ? (
                <Link to={companyPath(companyCard.code)}>{companyCard.name}</Link>
              ) : (
                companyCard.name
              )}
            </h2>
            <p className="muted">
              {[
                companyCard.companyIndustry,
                companyCard.companyLocation,
                companyCard.companySize && `${companyCard.companySize} people`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p>
              <RatingSummary rating={opportunity.company.rating} count={opportunity.company.numberOfRate} />
            </p>
            <ul className="counts" aria-label="Activity on Talentport">
              <li>
                <strong>{companyCard.post}</strong> posted
              </li>
              <li>
                <strong>{companyCard.hired}</strong> hired
              </li>
              <li>
                <strong>{companyCard.recruited}</strong> recruited
              </li>
            </ul>
            <MarkdownText text={companyCard.aboutBusiness} />
          </section>
          <TrackRecord record={opportunity.trackRecord} publishedAt={opportunity.publishedAt} />
          <section aria-labelledby="similar-heading">
            <h2 id="similar-heading">Similar opportunities</h2>
            {similar.data && similar.data.length === 0 ? <p className="muted">None right now.</p> : null}
            <ul className="opportunity-list">
              {similar.data?.map((item) => (
                <li key={item._id}>
                  <OpportunityCard opportunity={item} to={detailPath(item._id)} />
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </article>
      {role === null || viewer.canApply ? (
        <ApplyBar
          targetId="apply"
          label={role === null ? 'Sign up to apply' : 'Apply'}
          pay={formatPay(opportunity.payType, opportunity.payMin, opportunity.payMax)}
        />
      ) : null}
    </div>
  );
}

function ReportForm({ id }: { id: string }) {
  const report = useReportOpportunity();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const envelope = await report.mutateAsync({ id, reason });
    setOutcome(
      isSuccess(envelope)
        ? { tone: 'success', text: 'Thank you. Our team will review this opportunity.' }
        : { tone: 'error', text: envelope.error.en },
    );
    if (isSuccess(envelope)) setIsOpen(false);
  }

  return (
    <section className="report" aria-label="Report this opportunity">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {isOpen ? (
        <form className="form" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label="What is wrong with it?"
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="actions">
            <Button type="submit" variant="secondary" isPending={report.isPending}>
              Send report
            </Button>
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" className="button--compact" onClick={() => setIsOpen(true)}>
          Report this opportunity
        </Button>
      )}
    </section>
  );
}
