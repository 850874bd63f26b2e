import { paths } from '@talentport/contract';
import { Link } from 'react-router';

type OpportunityNotFoundProps = { isGuest: boolean; backPath: string };

/** Opportunity details are not published yet: say so rather than show invented data. */
export function OpportunityNotFound({ isGuest, backPath }: OpportunityNotFoundProps) {
  return (
    <div className="page">
      <h1>Opportunity not found</h1>
      <p>
        We could not find this opportunity. It may have been closed, or the link may be incomplete. New jobs
        and projects appear in the opportunity listings as soon as they are posted.
      </p>
      {isGuest ? (
        <>
          <p>Create a free freelancer account to apply to opportunities and hear about new ones.</p>
          <div className="actions">
            <Link className="button button--primary" to={paths.signup.getHref({ role: 'freelancer' })}>
              Sign up as a freelancer
            </Link>
            <Link className="button button--secondary" to={paths.login.getHref()}>
              Log in
            </Link>
            <Link className="button button--secondary" to={backPath}>
              See open opportunities
            </Link>
          </div>
        </>
      ) : (
        <div className="actions">
          <Link className="button button--primary" to={backPath}>
            See opportunities
          </Link>
        </div>
      )}
    </div>
  );
}
