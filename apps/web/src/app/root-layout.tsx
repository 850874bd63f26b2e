import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { VerifyEmailBanner } from '../features/account/components/verify-email-banner';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { TriedToOpenNotice } from '../features/auth/components/link-notices';
import { ChatProvider, useChat } from '../features/chat/chat-context';
import { getProfileQueryOptions, useProfile } from '../features/profile/api/get-profile';
import { RouteGuard } from './route-guard';
import { SiteHeader } from './site-header';

/** The chat drawer is its own chunk, fetched the first time someone opens it. */
const ChatDrawer = lazy(async () => ({
  default: (await import('../features/chat/components/chat-drawer')).ChatDrawer,
}));

function OpenChatDrawer({ userRole }: { userRole: UserRole | null }) {
  const { state } = useChat();
  if (!state.isOpenChat) return null;
  return (
    <Suspense fallback={null}>
      <ChatDrawer
        opportunityHref={(opportunityId) =>
          userRole === 'freelancer' ? paths.freelancer.opportunity.getHref({ opportunityId }) : null
        }
      />
    </Suspense>
  );
}

export function RootLayout() {
  const queryClient = useQueryClient();
  // After the identity check the full profile is loaded; a failure is only logged (the error rules).
  const loadProfile = useCallback(() => {
    queryClient.fetchQuery(getProfileQueryOptions()).catch((error: unknown) => {
      // A logout cancels the request on purpose: nothing to report then.
      if (!isCancelledError(error)) console.error('Could not load the profile', error);
    });
  }, [queryClient]);

  return (
    <AuthProvider onAuthenticated={loadProfile}>
      <AppShell />
    </AuthProvider>
  );
}

function AppShell() {
  const { state } = useAuth();
  const navigation = useNavigation();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathRef = useRef(location.pathname);
  const profile = useProfile({ isEnabled: state.isAuthenticated && !state.isLoading });
  const isUnverified = state.isAuthenticated && profile.data !== undefined && !profile.data.emailVerify;

  // Move focus to the new page so screen-reader and keyboard users start at its top.
  useEffect(() => {
    if (previousPathRef.current === location.pathname) return;
    previousPathRef.current = location.pathname;
    mainRef.current?.focus();
  }, [location.pathname]);

  // A remembered address (decision 061) is used up once an onboarded person arrives on a page:
  // the route guard's `Arrived`.

  if (state.isLoading) return <LoadingScreen />;
  const isChatEnabled = state.isAuthenticated && profile.data !== undefined;
  return (
    <ChatProvider isEnabled={isChatEnabled} userId={profile.data?._id ?? null}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <SiteHeader />
      {isUnverified && profile.data ? <VerifyEmailBanner email={profile.data.email} /> : null}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <RouteGuard>
          <TriedToOpenNotice />
          <Outlet />
        </RouteGuard>
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Talentport · Work with the right people.</p>
      </footer>
      {isChatEnabled ? <OpenChatDrawer userRole={state.userRole} /> : null}
      <ScrollRestoration />
    </ChatProvider>
  );
}
