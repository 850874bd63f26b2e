import { useAuth } from '../../features/auth/auth-context';
import { TalentListsPage } from '../../features/talent-lists';
import { talentPath } from '../public-paths';

/** `/employer/talent/lists` and `/agency/talent/lists`: the company's shortlists (decision 102). */
export function TalentListsRoute() {
  const { state } = useAuth();
  const role = state.isAuthenticated ? state.userRole : null;
  return (
    <div className="page">
      <title>Talent lists · Talentport</title>
      <h1>Talent lists</h1>
      <p className="lead">Shortlists your whole team shares, with notes only your company sees.</p>
      <TalentListsPage profilePath={(code) => talentPath(role, code)} />
    </div>
  );
}
