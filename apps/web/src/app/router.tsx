import { USER_ROLES } from '@talentport/contract';
import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { opportunityDetailLoader, searchLoader } from './route-prefetch';

/**
 * Every screen is its own chunk; the shell (auth, guard, header) is in the entry chunk. Creating
 * the router starts the first navigation (matching, loaders, the screen's chunk), so main.tsx calls
 * this in a task of its own rather than while the modules are evaluated.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingScreen />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
        {
          path: 'login',
          lazy: async () => {
            const { LoginRoute, loginLoader } = await import('./routes/login');
            return { Component: LoginRoute, loader: loginLoader };
          },
        },
        {
          path: 'login/two-factor',
          lazy: async () => ({ Component: (await import('./routes/login-two-factor')).LoginTwoFactorRoute }),
        },
        {
          path: 'login/:provider/callback',
          lazy: async () => ({
            Component: (await import('./routes/login-oauth-callback')).LoginOAuthCallbackRoute,
          }),
        },
        {
          path: 'signup',
          lazy: async () => {
            const { SignupRoute, signupLoader } = await import('./routes/signup');
            return { Component: SignupRoute, loader: signupLoader };
          },
        },
        {
          path: 'verify-email',
          lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailRoute }),
        },
        {
          path: 'forgot-password',
          lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
        },
        {
          path: 'forgot-password/sent',
          lazy: async () => ({
            Component: (await import('./routes/forgot-password-sent')).ForgotPasswordSentRoute,
          }),
        },
        {
          path: 'reset-password',
          lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
        },
        {
          path: 'reset-password/success',
          lazy: async () => ({
            Component: (await import('./routes/reset-password-success')).ResetPasswordSuccessRoute,
          }),
        },
        {
          path: 'change-password',
          lazy: async () => ({ Component: (await import('./routes/change-password')).ChangePasswordRoute }),
        },
        {
          path: 'change-password/success',
          lazy: async () => ({
            Component: (await import('./routes/change-password-success')).ChangePasswordSuccessRoute,
          }),
        },
        {
          path: 'onboard/account-type',
          lazy: async () => ({
            Component: (await import('./routes/onboard-account-type')).OnboardAccountTypeRoute,
          }),
        },
        {
          path: 'onboard/freelancer',
          lazy: async () => ({
            Component: (await import('./routes/onboard-freelancer')).OnboardFreelancerRoute,
          }),
        },
        {
          path: 'onboard/employer',
          lazy: async () => ({ Component: (await import('./routes/onboard-employer')).OnboardEmployerRoute }),
        },
        {
          path: 'onboard/agency',
          lazy: async () => ({ Component: (await import('./routes/onboard-agency')).OnboardAgencyRoute }),
        },
        {
          path: 'opportunities',
          loader: searchLoader('Job', null),
          lazy: async () => ({
            Component: (await import('./routes/guest-opportunities')).GuestOpportunitiesRoute,
          }),
        },
        {
          path: 'freelancer/opportunities',
          loader: searchLoader('Job', 'freelancer'),
          lazy: async () => ({
            Component: (await import('./routes/freelancer-opportunities')).FreelancerOpportunitiesRoute,
          }),
        },
        {
          path: 'freelancer/opportunities/:opportunityId',
          loader: opportunityDetailLoader,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-detail')).OpportunityDetailRoute,
          }),
        },
        {
          path: 'freelancer/opportunities/applied',
          lazy: async () => ({
            Component: (await import('./routes/freelancer-applied')).FreelancerAppliedRoute,
          }),
        },
        {
          path: 'freelancer/opportunities/saved',
          lazy: async () => ({ Component: (await import('./routes/freelancer-saved')).FreelancerSavedRoute }),
        },
        {
          path: 'freelancer/opportunities/request',
          lazy: async () => ({
            Component: (await import('./routes/freelancer-requests')).FreelancerRequestsRoute,
          }),
        },
        {
          path: 'employer/opportunities',
          lazy: async () => ({
            Component: (await import('./routes/employer-opportunities')).EmployerOpportunitiesRoute,
          }),
        },
        {
          path: 'employer/opportunities/new',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityNewRoute,
          }),
        },
        {
          path: 'employer/opportunities/:opportunityId',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-applicants')).OpportunityApplicantsRoute,
          }),
        },
        {
          path: 'employer/opportunities/:opportunityId/edit',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityEditRoute,
          }),
        },
        {
          path: 'agency/opportunities',
          loader: searchLoader('Project', 'agency'),
          lazy: async () => ({
            Component: (await import('./routes/agency-opportunities')).AgencyOpportunitiesRoute,
          }),
        },
        {
          path: 'agency/opportunities/applied',
          lazy: async () => ({ Component: (await import('./routes/freelancer-applied')).AgencyAppliedRoute }),
        },
        {
          path: 'agency/opportunities/saved',
          lazy: async () => ({ Component: (await import('./routes/freelancer-saved')).AgencySavedRoute }),
        },
        {
          path: 'agency/opportunities/:opportunityId',
          loader: opportunityDetailLoader,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-detail')).OpportunityDetailRoute,
          }),
        },
        {
          path: 'agency/posted',
          lazy: async () => ({
            Component: (await import('./routes/employer-opportunities')).AgencyPostedRoute,
          }),
        },
        {
          path: 'agency/posted/new',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityNewRoute,
          }),
        },
        {
          path: 'agency/posted/:opportunityId',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-applicants')).OpportunityApplicantsRoute,
          }),
        },
        {
          path: 'agency/posted/:opportunityId/edit',
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityEditRoute,
          }),
        },
        ...USER_ROLES.map((role) => ({
          path: `${role}/notifications`,
          lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: `${role}/settings`,
          lazy: async () => ({ Component: (await import('./routes/account-settings')).AccountSettingsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: `${role}/messages`,
          lazy: async () => ({ Component: (await import('./routes/messages')).MessagesRoute }),
        })),
        {
          path: 'freelancer/profile',
          lazy: async () => ({
            Component: (await import('./routes/freelancer-profile')).FreelancerProfileRoute,
          }),
        },
        {
          path: 'employer/company',
          lazy: async () => ({ Component: (await import('./routes/employer-company')).EmployerCompanyRoute }),
        },
        {
          path: 'agency/company',
          lazy: async () => ({ Component: (await import('./routes/agency-company')).AgencyCompanyRoute }),
        },
        {
          path: 'talent',
          lazy: async () => ({ Component: (await import('./routes/talent-search')).GuestTalentRoute }),
        },
        {
          path: 'employer/talent',
          lazy: async () => ({ Component: (await import('./routes/talent-search')).HiringTalentRoute }),
        },
        {
          path: 'agency/talent',
          lazy: async () => ({ Component: (await import('./routes/talent-search')).HiringTalentRoute }),
        },
        {
          path: 'talent/:code',
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: 'companies/:code',
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: 'freelancer/talent/:code',
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: 'freelancer/companies/:code',
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: 'employer/talent/:code',
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: 'employer/companies/:code',
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: 'agency/talent/:code',
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: 'agency/companies/:code',
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        ...USER_ROLES.map((role) => ({
          path: `${role}/work`,
          lazy: async () => ({ Component: (await import('./routes/work')).WorkRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: `${role}/rewards`,
          lazy: async () => ({ Component: (await import('./routes/rewards')).RewardsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: `${role}/talent-manager`,
          lazy: async () => ({ Component: (await import('./routes/talent-manager')).TalentManagerRoute }),
        })),
        {
          path: 'freelancer/profile/preview',
          lazy: async () => ({
            Component: (await import('./routes/freelancer-profile-preview')).FreelancerProfilePreviewRoute,
          }),
        },
        ...(['employer', 'agency'] as const).map((role) => ({
          path: `${role}/talent/lists`,
          lazy: async () => ({ Component: (await import('./routes/talent-lists')).TalentListsRoute }),
        })),
        {
          path: 'short-url/:code',
          lazy: async () => ({ Component: (await import('./routes/short-url')).ShortUrlRoute }),
        },
        { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
      ],
    },
  ]);
