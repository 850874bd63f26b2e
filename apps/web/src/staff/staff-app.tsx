import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { StaffLayout } from './staff-layout';

const staffQueryClient = createQueryClient();

/**
 * The staff console: a separate page (`/staff/`) with its own session, outside the user app and
 * its route table (spec §2).
 */
const staffRouter = createBrowserRouter(
  [
    {
      path: '/',
      element: <StaffLayout />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/staff-home')).StaffHomeRoute }),
        },
        {
          path: 'users',
          lazy: async () => ({ Component: (await import('./routes/staff-users')).StaffUsersRoute }),
        },
        {
          path: 'support',
          lazy: async () => ({ Component: (await import('./routes/staff-support')).StaffSupportRoute }),
        },
        {
          path: 'reports',
          lazy: async () => ({ Component: (await import('./routes/staff-reports')).StaffReportsRoute }),
        },
        {
          path: 'reported-reviews',
          lazy: async () => ({
            Component: (await import('./routes/staff-reported-reviews')).StaffReportedReviewsRoute,
          }),
        },
        {
          path: 'pending-deletions',
          lazy: async () => ({
            Component: (await import('./routes/staff-pending-deletions')).StaffPendingDeletionsRoute,
          }),
        },
        {
          path: 'jobs',
          lazy: async () => ({ Component: (await import('./routes/staff-jobs')).StaffJobsRoute }),
        },
        {
          path: 'audit-log',
          lazy: async () => ({ Component: (await import('./routes/staff-audit-log')).StaffAuditLogRoute }),
        },
        {
          path: 'promo-codes',
          lazy: async () => ({
            Component: (await import('./routes/staff-promo-codes')).StaffPromoCodesRoute,
          }),
        },
        {
          path: 'availability',
          lazy: async () => ({
            Component: (await import('./routes/staff-availability')).StaffAvailabilityRoute,
          }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/staff-home')).StaffHomeRoute }),
        },
      ],
    },
  ],
  { basename: '/staff' },
);

export function StaffApp() {
  return (
    <QueryClientProvider client={staffQueryClient}>
      <RouterProvider router={staffRouter} />
    </QueryClientProvider>
  );
}

export { staffQueryClient };
