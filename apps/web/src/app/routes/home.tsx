import './home.css';
import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { DestinationNotice } from '../../features/auth/components/link-notices';
import { landingPathFor } from '../../features/auth/landing-path';
import { TopTalentList } from '../../features/top-talent/components/top-talent-list';
import { talentPath } from '../public-paths';

const ROLE_CALLS: { role: UserRole; action: string; title: string; text: string }[] = [
  {
    role: 'freelancer',
    action: 'Find work',
    title: 'For freelancers',
    text: 'Show your skills once, then apply to jobs and projects that fit how you like to work.',
  },
  {
    role: 'employer',
    action: 'Hire talent',
    title: 'For employers',
    text: 'Post jobs and projects, compare freelancers and agencies, and hire with confidence.',
  },
  {
    role: 'agency',
    action: 'Grow your agency',
    title: 'For agencies',
    text: 'Present your team, win projects from employers and keep your people busy.',
  },
];

export function HomeRoute() {
  const { state } = useAuth();
  const destinationFor = (role: UserRole) =>
    state.isAuthenticated ? landingPathFor(state) : paths.signup.getHref({ role });

  return (
    <>
      <title>Talentport · Jobs and talent, matched</title>
      <div className="page page--wide">
        <DestinationNotice />
      </div>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Jobs and talent, matched.</h1>
          <p className="hero__lead">
            Talentport is the marketplace where freelancers find work, employers hire the right people and
            agencies grow — one place for opportunities, profiles and conversations.
          </p>
          {state.isAuthenticated ? (
            <div className="actions">
              <Link className="button button--primary" to={landingPathFor(state)}>
                {state.isOnboard ? 'Go to my opportunities' : 'Finish setting up my account'}
              </Link>
            </div>
          ) : (
            <div className="actions">
              <Link className="button button--primary" to={paths.signup.getHref()}>
                Create a free account
              </Link>
              <Link className="button button--secondary" to={paths.login.getHref()}>
                Log in
              </Link>
            </div>
          )}
        </div>
      </section>
      <section className="page page--wide" aria-labelledby="roles-heading">
        <h2 id="roles-heading">Who Talentport is for</h2>
        <ul className="role-grid">
          {ROLE_CALLS.map((call) => (
            <li key={call.role} className="role-grid__item">
              <h3>{call.title}</h3>
              <p>{call.text}</p>
              <Link className="button button--secondary" to={destinationFor(call.role)}>
                {call.action}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="page page--wide">
        <TopTalentList
          heading="Top talent on Talentport"
          profileHref={(code) => talentPath(state.isAuthenticated ? state.userRole : null, code)}
        />
      </div>
    </>
  );
}
