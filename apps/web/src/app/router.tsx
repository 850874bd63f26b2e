import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen is its own chunk; the shell (auth, guard, header) is in the entry chunk. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
      { path: 'signup', lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }) },
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
        path: 'freelancer/opportunities',
        lazy: async () => ({
          Component: (await import('./routes/freelancer-opportunities')).FreelancerOpportunitiesRoute,
        }),
      },
      {
        path: 'freelancer/opportunities/:opportunityId',
        lazy: async () => ({
          Component: (await import('./routes/opportunity-detail')).OpportunityDetailRoute,
        }),
      },
      {
        path: 'employer/opportunities',
        lazy: async () => ({
          Component: (await import('./routes/employer-opportunities')).EmployerOpportunitiesRoute,
        }),
      },
      {
        path: 'agency/opportunities',
        lazy: async () => ({
          Component: (await import('./routes/agency-opportunities')).AgencyOpportunitiesRoute,
        }),
      },
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
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
]);
