import { paths, rolePagePattern, USER_ROLES } from '@talentport/contract';
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
      path: paths.home.path,
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingScreen />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
        {
          path: paths.login.path,
          lazy: async () => {
            const { LoginRoute, loginLoader } = await import('./routes/login');
            return { Component: LoginRoute, loader: loginLoader };
          },
        },
        {
          path: paths.loginTwoFactor.path,
          lazy: async () => ({ Component: (await import('./routes/login-two-factor')).LoginTwoFactorRoute }),
        },
        {
          path: paths.loginOAuthCallback.path,
          lazy: async () => ({
            Component: (await import('./routes/login-oauth-callback')).LoginOAuthCallbackRoute,
          }),
        },
        {
          path: paths.signup.path,
          lazy: async () => {
            const { SignupRoute, signupLoader } = await import('./routes/signup');
            return { Component: SignupRoute, loader: signupLoader };
          },
        },
        {
          path: paths.verifyEmail.path,
          lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailRoute }),
        },
        {
          path: paths.forgotPassword.path,
          lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
        },
        {
          path: paths.forgotPasswordSent.path,
          lazy: async () => ({
            Component: (await import('./routes/forgot-password-sent')).ForgotPasswordSentRoute,
          }),
        },
        {
          path: paths.resetPassword.path,
          lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
        },
        {
          path: paths.resetPasswordSuccess.path,
          lazy: async () => ({
            Component: (await import('./routes/reset-password-success')).ResetPasswordSuccessRoute,
          }),
        },
        {
          path: paths.changePassword.path,
          lazy: async () => ({ Component: (await import('./routes/change-password')).ChangePasswordRoute }),
        },
        {
          path: paths.changePasswordSuccess.path,
          lazy: async () => ({
            Component: (await import('./routes/change-password-success')).ChangePasswordSuccessRoute,
          }),
        },
        {
          path: paths.onboard.accountType.path,
          lazy: async () => ({
            Component: (await import('./routes/onboard-account-type')).OnboardAccountTypeRoute,
          }),
        },
        {
          path: paths.onboard.freelancer.path,
          lazy: async () => ({
            Component: (await import('./routes/onboard-freelancer')).OnboardFreelancerRoute,
          }),
        },
        {
          path: paths.onboard.employer.path,
          lazy: async () => ({ Component: (await import('./routes/onboard-employer')).OnboardEmployerRoute }),
        },
        {
          path: paths.onboard.agency.path,
          lazy: async () => ({ Component: (await import('./routes/onboard-agency')).OnboardAgencyRoute }),
        },
        {
          path: paths.guest.opportunities.path,
          loader: searchLoader('Job', null),
          lazy: async () => ({
            Component: (await import('./routes/guest-opportunities')).GuestOpportunitiesRoute,
          }),
        },
        {
          path: paths.freelancer.opportunities.path,
          loader: searchLoader('Job', 'freelancer'),
          lazy: async () => ({
            Component: (await import('./routes/freelancer-opportunities')).FreelancerOpportunitiesRoute,
          }),
        },
        {
          path: paths.freelancer.opportunity.path,
          loader: opportunityDetailLoader,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-detail')).OpportunityDetailRoute,
          }),
        },
        {
          path: paths.freelancer.applied.path,
          lazy: async () => ({
            Component: (await import('./routes/freelancer-applied')).FreelancerAppliedRoute,
          }),
        },
        {
          path: paths.freelancer.saved.path,
          lazy: async () => ({ Component: (await import('./routes/freelancer-saved')).FreelancerSavedRoute }),
        },
        {
          path: paths.freelancer.requests.path,
          lazy: async () => ({
            Component: (await import('./routes/freelancer-requests')).FreelancerRequestsRoute,
          }),
        },
        {
          path: paths.employer.opportunities.path,
          lazy: async () => ({
            Component: (await import('./routes/employer-opportunities')).EmployerOpportunitiesRoute,
          }),
        },
        {
          path: paths.employer.newOpportunity.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityNewRoute,
          }),
        },
        {
          path: paths.employer.opportunity.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-applicants')).OpportunityApplicantsRoute,
          }),
        },
        {
          path: paths.employer.editOpportunity.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityEditRoute,
          }),
        },
        {
          path: paths.agency.opportunities.path,
          loader: searchLoader('Project', 'agency'),
          lazy: async () => ({
            Component: (await import('./routes/agency-opportunities')).AgencyOpportunitiesRoute,
          }),
        },
        {
          path: paths.agency.requests.path,
          lazy: async () => ({
            Component: (await import('./routes/freelancer-requests')).AgencyRequestsRoute,
          }),
        },
        {
          path: paths.agency.applied.path,
          lazy: async () => ({ Component: (await import('./routes/freelancer-applied')).AgencyAppliedRoute }),
        },
        {
          path: paths.agency.saved.path,
          lazy: async () => ({ Component: (await import('./routes/freelancer-saved')).AgencySavedRoute }),
        },
        {
          path: paths.agency.opportunity.path,
          loader: opportunityDetailLoader,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-detail')).OpportunityDetailRoute,
          }),
        },
        {
          path: paths.agency.posted.path,
          lazy: async () => ({
            Component: (await import('./routes/employer-opportunities')).AgencyPostedRoute,
          }),
        },
        {
          path: paths.agency.newPosted.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityNewRoute,
          }),
        },
        {
          path: paths.agency.postedOpportunity.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-applicants')).OpportunityApplicantsRoute,
          }),
        },
        {
          path: paths.agency.editPosted.path,
          lazy: async () => ({
            Component: (await import('./routes/opportunity-editor')).OpportunityEditRoute,
          }),
        },
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.notifications, role),
          lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.settings, role),
          lazy: async () => ({ Component: (await import('./routes/account-settings')).AccountSettingsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.messages, role),
          lazy: async () => ({ Component: (await import('./routes/messages')).MessagesRoute }),
        })),
        {
          path: paths.freelancer.profile.path,
          lazy: async () => ({
            Component: (await import('./routes/freelancer-profile')).FreelancerProfileRoute,
          }),
        },
        {
          path: paths.employer.company.path,
          lazy: async () => ({ Component: (await import('./routes/employer-company')).EmployerCompanyRoute }),
        },
        {
          path: paths.agency.company.path,
          lazy: async () => ({ Component: (await import('./routes/agency-company')).AgencyCompanyRoute }),
        },
        {
          path: paths.guest.talent.path,
          lazy: async () => ({ Component: (await import('./routes/talent-search')).GuestTalentRoute }),
        },
        {
          path: rolePagePattern(paths.role.talent, 'employer'),
          lazy: async () => ({ Component: (await import('./routes/talent-search')).HiringTalentRoute }),
        },
        {
          path: rolePagePattern(paths.role.talent, 'agency'),
          lazy: async () => ({ Component: (await import('./routes/talent-search')).HiringTalentRoute }),
        },
        {
          path: paths.guest.talentProfile.path,
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: paths.guest.company.path,
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.talentProfile, 'freelancer'),
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.company, 'freelancer'),
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.talentProfile, 'employer'),
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.company, 'employer'),
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.talentProfile, 'agency'),
          lazy: async () => ({ Component: (await import('./routes/talent-profile')).TalentProfileRoute }),
        },
        {
          path: rolePagePattern(paths.role.company, 'agency'),
          lazy: async () => ({ Component: (await import('./routes/company-profile')).CompanyProfileRoute }),
        },
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.work, role),
          lazy: async () => ({ Component: (await import('./routes/work')).WorkRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.rewards, role),
          lazy: async () => ({ Component: (await import('./routes/rewards')).RewardsRoute }),
        })),
        ...USER_ROLES.map((role) => ({
          path: rolePagePattern(paths.role.talentManager, role),
          lazy: async () => ({ Component: (await import('./routes/talent-manager')).TalentManagerRoute }),
        })),
        {
          path: paths.freelancer.profilePreview.path,
          lazy: async () => ({
            Component: (await import('./routes/freelancer-profile-preview')).FreelancerProfilePreviewRoute,
          }),
        },
        ...(['employer', 'agency'] as const).map((role) => ({
          path: rolePagePattern(paths.role.talentLists, role),
          lazy: async () => ({ Component: (await import('./routes/talent-lists')).TalentListsRoute }),
        })),
        {
          path: paths.shortUrl.path,
          lazy: async () => ({ Component: (await import('./routes/short-url')).ShortUrlRoute }),
        },
        { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
      ],
    },
  ]);
