import { paths } from '@talentport/contract';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../components/ui/logo';
import { useAuth } from '../features/auth/auth-context';
import { leaveWithoutDestination } from '../features/auth/destination';
import { landingPathFor, settingsPathFor } from '../features/auth/landing-path';
import { ChatToggleButton, SupportChatButton } from '../features/chat/components/chat-toggle-button';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { GUEST_OPPORTUNITIES_PATH, PROFILE_EDIT_PATHS, talentSearchPath } from './public-paths';

/** Whether the signed-in menu is open on a phone; it closes on navigation and on Escape. */
function useMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address closes the menu.
  useEffect(() => setIsOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);
  return { isOpen, toggle: () => setIsOpen((open) => !open) };
}

function SignedInLinks({ onLogout }: { onLogout: () => void }) {
  const { state } = useAuth();
  const role = state.isOnboard ? state.userRole : null;
  return (
    <>
      <NavLink className="nav-link" to={landingPathFor(state)}>
        {state.isOnboard ? 'My opportunities' : 'Finish setting up'}
      </NavLink>
      {role === 'employer' || role === 'agency' ? (
        <NavLink className="nav-link" to={talentSearchPath(role)}>
          Find talent
        </NavLink>
      ) : null}
      {role ? (
        <>
          <NavLink className="nav-link" to={PROFILE_EDIT_PATHS[role]}>
            {role === 'freelancer' ? 'Profile' : 'Company'}
          </NavLink>
          <NavLink className="nav-link" to={paths.role.messages.getHref({ role })}>
            Messages
          </NavLink>
          <NavLink className="nav-link" to={paths.role.work.getHref({ role })}>
            Work
          </NavLink>
          <NavLink className="nav-link" to={paths.role.rewards.getHref({ role })}>
            Rewards
          </NavLink>
          <NavLink className="nav-link" to={paths.role.talentManager.getHref({ role })}>
            Book a call
          </NavLink>
        </>
      ) : null}
      {state.userRole ? (
        <NavLink className="nav-link" to={settingsPathFor(state)}>
          Settings
        </NavLink>
      ) : null}
      <SupportChatButton />
      <button type="button" className="nav-link nav-link--button site-header__menu-logout" onClick={onLogout}>
        Log out
      </button>
    </>
  );
}

export function SiteHeader() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const menu = useMenu();
  const menuId = useId();

  function handleLogout() {
    leaveWithoutDestination();
    logout();
    void navigate(paths.home.getHref(), { replace: true });
  }

  if (!state.isAuthenticated) {
    return (
      <header className="site-header site-header--guest">
        <div className="site-header__inner">
          <Link to={paths.home.getHref()} className="site-header__brand" aria-label="Talentport home">
            <Logo />
          </Link>
          <nav aria-label="Main" className="site-header__nav">
            <NavLink className="nav-link" to={GUEST_OPPORTUNITIES_PATH}>
              Find work
            </NavLink>
            <NavLink className="nav-link" to={talentSearchPath(null)}>
              Find talent
            </NavLink>
            <NavLink className="nav-link" to={paths.login.getHref()}>
              Log in
            </NavLink>
          </nav>
          <Link
            className="button button--primary button--compact site-header__signup"
            to={paths.signup.getHref()}
          >
            Sign up
          </Link>
        </div>
      </header>
    );
  }

  // On a phone: the logo, the bell, chat and "Menu" in one row; the links open below it (decision 062).
  return (
    <header className="site-header site-header--signed-in">
      <div className="site-header__inner">
        <Link to={paths.home.getHref()} className="site-header__brand" aria-label="Talentport home">
          <Logo />
        </Link>
        <nav
          id={menuId}
          aria-label="Main"
          className={`site-header__nav${menu.isOpen ? ' site-header__nav--open' : ''}`}
        >
          <SignedInLinks onLogout={handleLogout} />
        </nav>
        {state.isOnboard && state.userRole ? (
          <NotificationBell to={paths.role.notifications.getHref({ role: state.userRole })} />
        ) : null}
        <ChatToggleButton />
        <button
          type="button"
          className="button button--secondary button--compact site-header__menu-toggle"
          aria-expanded={menu.isOpen}
          aria-controls={menuId}
          onClick={menu.toggle}
        >
          {menu.isOpen ? 'Close' : 'Menu'}
        </button>
        <button
          type="button"
          className="button button--secondary button--compact site-header__logout"
          onClick={handleLogout}
        >
          Log out
        </button>
      </div>
    </header>
  );
}
