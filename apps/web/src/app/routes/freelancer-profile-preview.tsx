import { paths } from '@talentport/contract';
import './freelancer-profile.css';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { PublicPortfolio, usePublicPortfolio } from '../../features/portfolio';
import { useProfile } from '../../features/profile/api/get-profile';
import { usePublicProfile } from '../../features/profile/api/get-public-profile';
import { PublicProfileView } from '../../features/profile/components/public-profile-view';

function Preview({ code }: { code: string }) {
  const profile = usePublicProfile(code);
  const portfolio = usePublicPortfolio(code);
  if (profile.isPending || portfolio.isPending) {
    return (
      <div className="inline-loading" role="status" aria-label="Loading the preview">
        <Spinner />
      </div>
    );
  }
  if (profile.isError) return <Alert>{profile.error.message}</Alert>;
  return (
    <>
      <PublicProfileView
        profile={profile.data}
        resumeNote="Employers and agencies can download the resume."
      />
      <PublicPortfolio items={portfolio.data?.items ?? []} />
    </>
  );
}

/** `/freelancer/profile/preview`: the public profile page, as a signed-in employer sees it (decision 103). */
export function FreelancerProfilePreviewRoute() {
  const own = useProfile();
  return (
    <div className="page page--wide">
      <title>Preview of your profile · Talentport</title>
      <div className="alert alert--info preview-banner">
        <p>
          <strong>Preview:</strong> this is your profile as employers and agencies see it.
        </p>
        <Link to={paths.freelancer.profile.getHref()}>Back to editing</Link>
      </div>
      {own.data ? (
        <Preview code={own.data.code} />
      ) : own.isError ? (
        <Alert>{own.error.message}</Alert>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
