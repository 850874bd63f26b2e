import './staff.css';
import { isSuccess, paths, type StaffMember, staffRoutePath } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { NavLink, Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { Logo } from '../components/ui/logo';
import { getStaffMeQueryOptions, useStaffMe } from '../features/staff/api/get-staff-me';
import { staffLogout } from '../features/staff/api/staff-logout';
import { writeStaffToken } from '../lib/staff-api-client';
import { StaffSignIn } from './staff-sign-in';

const StaffMemberContext = createContext<StaffMember | null>(null);

/** The logged-in staff member; only used under the layout, which shows the log-in form otherwise. */
export function useStaffMember(): StaffMember {
  const staff = useContext(StaffMemberContext);
  if (!staff) throw new Error('useStaffMember must be used inside the staff layout');
  return staff;
}

export function StaffLayout() {
  const queryClient = useQueryClient();
  const me = useStaffMe();

  if (me.isPending) return <LoadingScreen />;
  const staff = me.data && isSuccess(me.data) ? me.data.result : null;

  async function handleLogout() {
    await staffLogout();
    writeStaffToken(null);
    // Forget every staff answer; the active "me" query refetches and gets the log-in form back.
    await queryClient.resetQueries();
  }

  return (
    <>
      <header className="site-header site-header--signed-in">
        <div className="site-header__inner">
          <NavLink to={staffRoutePath(paths.staff.home)} className="site-header__brand">
            <Logo />
            <span className="staff-badge">Staff</span>
          </NavLink>
          {staff ? (
            <>
              <nav aria-label="Staff" className="site-header__nav">
                {staff.roles.some((r) => r === 'admin' || r === 'support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.users)}>
                    Users
                  </NavLink>
                ) : null}
                {staff.roles.some((r) => r === 'admin' || r === 'support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.promoCodes)}>
                    Promo codes
                  </NavLink>
                ) : null}
                {staff.roles.some((r) => r === 'admin' || r === 'talent-manager') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.availability)}>
                    Availability
                  </NavLink>
                ) : null}
                {staff.roles.includes('admin') || staff.roles.includes('support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.support)}>
                    Support
                  </NavLink>
                ) : null}
                {staff.roles.includes('admin') || staff.roles.includes('support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.reports)}>
                    Reports
                  </NavLink>
                ) : null}
                {staff.roles.includes('admin') || staff.roles.includes('support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.reportedReviews)}>
                    Reviews
                  </NavLink>
                ) : null}
                {staff.roles.includes('admin') || staff.roles.includes('support') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.pendingDeletions)}>
                    Deletions
                  </NavLink>
                ) : null}
                {staff.roles.includes('admin') ? (
                  <NavLink className="nav-link" to={staffRoutePath(paths.staff.auditLog)}>
                    Audit log
                  </NavLink>
                ) : null}
              </nav>
              <button
                type="button"
                className="button button--secondary button--compact site-header__logout"
                onClick={() => void handleLogout()}
              >
                Log out
              </button>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="staff-main">
        {staff ? (
          <StaffMemberContext.Provider value={staff}>
            <Outlet />
          </StaffMemberContext.Provider>
        ) : (
          <div className="page page--narrow">
            <title>Staff log-in · Talentport</title>
            <h1>Staff console</h1>
            <p className="lead">
              For the Talentport team. Ask an administrator for an account (they create one with{' '}
              <code>npm run staff:create</code>).
            </p>
            <StaffSignIn
              onSignedIn={(token) => {
                writeStaffToken(token);
                void queryClient.invalidateQueries({ queryKey: getStaffMeQueryOptions().queryKey });
              }}
            />
          </div>
        )}
      </main>
    </>
  );
}
