import type { FileRef } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { AddToBenchButton } from '../../features/company/components/add-to-bench-button';
import { PublicReviews } from '../../features/engagements/components/public-reviews';
import { downloadFile } from '../../features/files/api/download-file';
import { PublicPortfolio, usePublicPortfolio } from '../../features/portfolio';
import { usePublicProfile } from '../../features/profile/api/get-public-profile';
import { PublicProfileView } from '../../features/profile/components/public-profile-view';
import { ShareButton } from '../../features/short-links/components/share-button';
import { ApiError } from '../../lib/api-client';
import { companyPath, talentPath } from '../public-paths';
import { isHiringRole, readTalentAction, TalentActions } from '../talent-actions';

/** `/talent/:code` for guests and `/<role>/talent/:code` for signed-in roles (decision 006). */
export function TalentProfileRoute() {
  const { code = '' } = useParams();
  const { state } = useAuth();
  const query = usePublicProfile(code);
  const portfolio = usePublicPortfolio(code);
  const [downloadError, setDownloadError] = useState('');
  const viewerRole = state.isAuthenticated ? state.userRole : null;
  const location = useLocation();

  async function handleDownload(file: FileRef) {
    setDownloadError((await downloadFile(file)) ?? '');
  }

  if (query.isPending) {
    return (
      <div className="page inline-loading" role="status" aria-label="Loading the profile">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <title>Profile not found · Talentport</title>
        <h1>{isMissing ? 'Profile not found' : 'Something went wrong'}</h1>
        <p>{isMissing ? 'There is no public profile at this address.' : query.error.message}</p>
      </div>
    );
  }
  const profile = query.data;
  return (
    <div className="page page--wide">
      <title>{`${profile.fullname} · Talentport`}</title>
      {downloadError ? <Alert>{downloadError}</Alert> : null}
      <div className="share-row profile-actions">
        {profile.isHighlighted ? <span className="badge badge--highlight">Highlighted</span> : null}
        {isHiringRole(viewerRole) && profile.userRole === 'freelancer' ? (
          <TalentActions
            code={profile.code}
            fullname={profile.fullname}
            viewerRole={viewerRole}
            hasShare={false}
            then={readTalentAction(location.search)}
          />
        ) : null}
        {viewerRole === 'agency' && profile.userRole === 'freelancer' ? (
          <AddToBenchButton code={profile.code} name={profile.fullname} />
        ) : null}
        {!state.isAuthenticated && profile.userRole === 'freelancer' ? (
          <GuestHireActions code={profile.code} firstName={profile.fullname.split(' ')[0] ?? ''} />
        ) : null}
        <ShareButton path={talentPath(null, profile.code)} title="this profile" />
      </div>
      <PublicProfileView
        profile={profile}
        companyLink={
          profile.company ? (
            <Link to={companyPath(viewerRole, profile.company.code)}>{profile.company.name}</Link>
          ) : undefined
        }
        onDownloadResume={profile.resume.length > 0 ? handleDownload : undefined}
        resumeNote={
          viewerRole ? (
            'Employers and agencies can download the resume.'
          ) : (
            <>
              <Link to={paths.login.getHref({ next: location.pathname })}>Log in</Link> as an employer or
              agency to download the resume.
            </>
          )
        }
      />
      <PublicPortfolio items={portfolio.data?.items ?? []} />
      <PublicReviews
        key={`reviews-${profile.code}`}
        side={{ kind: 'user', code: profile.code }}
        canReport={state.isAuthenticated}
      />
    </div>
  );
}

/**
 * What a guest can do on a freelancer's profile (issue 35): contact them or invite them to a job.
 * Both lead through sign-up as an employer (or log-in) and come back here, where the action starts.
 */
function GuestHireActions({ code, firstName }: { code: string; firstName: string }) {
  const back = (then: 'message' | 'invite') => ({
    next: paths.guest.talentProfile.getHref({ code }, { then }),
  });
  return (
    <>
      <Link
        className="button button--primary button--compact"
        to={paths.signup.getHref({ role: 'employer', ...back('message') })}
      >
        Contact {firstName}
      </Link>
      <Link
        className="button button--secondary button--compact"
        to={paths.signup.getHref({ role: 'employer', ...back('invite') })}
      >
        Invite to a job
      </Link>
      <Link className="button button--ghost button--compact" to={paths.login.getHref(back('message'))}>
        Log in to contact
      </Link>
    </>
  );
}
