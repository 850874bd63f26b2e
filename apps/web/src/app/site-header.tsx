import { Link, NavLink, useNavigate } from 'react-router';
import { Logo } from '../components/ui/logo';
import { useAuth } from '../features/auth/auth-context';
import { landingPathFor, settingsPathFor } from '../features/auth/landing-path';
import { ChatToggleButton, SupportChatButton } from '../features/chat/components/chat-toggle-button';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { GUEST_OPPORTUNITIES_PATH, PROFILE_EDIT_PATHS } from './public-paths';

export function SiteHeader() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();

  function handleLogout() {
    logout();
    void navigate('/', { replace: true });
  }

  return (
    <header
      className={`site-header ${state.isAuthenticated ? 'site-header--signed-in' : 'site-header--guest'}`}
    >
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="Talentport home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          {state.isAuthenticated ? (
            <>
              <NavLink className="nav-link" to={landingPathFor(state)}>
                {state.isOnboard ? 'My opportunities' : 'Finish setting up'}
              </NavLink>
              {state.isOnboard && state.userRole ? (
                <NavLink className="nav-link" to={PROFILE_EDIT_PATHS[state.userRole]}>
                  {state.userRole === 'freelancer' ? 'Profile' : 'Company'}
                </NavLink>
              ) : null}
              {state.isOnboard && state.userRole ? (
                <>
                  <NavLink className="nav-link" to={`/${state.userRole}/messages`}>
                    Messages
                  </NavLink>
                  <NavLink className="nav-link" to={`/${state.userRole}/rewards`}>
                    Rewards
                  </NavLink>
                  <NavLink className="nav-link" to={`/${state.userRole}/talent-manager`}>
                    Book a call
                  </NavLink>
                </>
              ) : null}
              {state.userRole ? (
                <NavLink className="nav-link" to={settingsPathFor(state)}>
                  Settings
                </NavLink>
              ) : null}
              {state.isOnboard && state.userRole ? (
                <NotificationBell to={`/${state.userRole}/notifications`} />
              ) : null}
              <SupportChatButton />
            </>
          ) : (
            <>
              <NavLink className="nav-link" to={GUEST_OPPORTUNITIES_PATH}>
                Find work
              </NavLink>
              <NavLink className="nav-link" to="/login">
                Log in
              </NavLink>
            </>
          )}
        </nav>
        {state.isAuthenticated ? null : (
          <Link className="button button--primary button--compact site-header__signup" to="/signup">
            Sign up
          </Link>
        )}
        {state.isAuthenticated ? <ChatToggleButton /> : null}
        {state.isAuthenticated ? (
          <button
            type="button"
            className="button button--secondary button--compact site-header__logout"
            onClick={handleLogout}
          >
            Log out
          </button>
        ) : null}
      </div>
    </header>
  );
}
