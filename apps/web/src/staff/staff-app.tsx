import { paths, STAFF_BASENAME, staffRoutePath } from '@talentport/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { StaffLayout } from './staff-layout';

const staffQueryClient = createQueryClient();

/**
 * The staff console: a separate page (`/staff/`) with its own session, outside the user app and
 * its route table (the route rules).
 */
const staffRouter = createBrowserRouter(
  [
    {
      path: staffRoutePath(paths.staff.home),
      element: <StaffLayout />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/staff-home')).StaffHomeRoute }),
        },
        {
          path: staffRoutePath(paths.staff.users),
          lazy: async () => ({ Component: (await import('./routes/staff-users')).StaffUsersRoute }),
        },
        {
          path: staffRoutePath(paths.staff.support),
          lazy: async () => ({ Component: (await import('./routes/staff-support')).StaffSupportRoute }),
        },
        {
          path: staffRoutePath(paths.staff.reports),
          lazy: async () => ({ Component: (await import('./routes/staff-reports')).StaffReportsRoute }),
        },
        {
          path: staffRoutePath(paths.staff.reportedReviews),
          lazy: async () => ({
            Component: (await import('./routes/staff-reported-reviews')).StaffReportedReviewsRoute,
          }),
        },
        {
          path: staffRoutePath(paths.staff.pendingDeletions),
          lazy: async () => ({
            Component: (await import('./routes/staff-pending-deletions')).StaffPendingDeletionsRoute,
          }),
        },
        {
          path: staffRoutePath(paths.staff.jobs),
          lazy: async () => ({ Component: (await import('./routes/staff-jobs')).StaffJobsRoute }),
        },
        {
          path: staffRoutePath(paths.staff.auditLog),
          lazy: async () => ({ Component: (await import('./routes/staff-audit-log')).StaffAuditLogRoute }),
        },
        {
          path: staffRoutePath(paths.staff.promoCodes),
          lazy: async () => ({
            Component: (await import('./routes/staff-promo-codes')).StaffPromoCodesRoute,
          }),
        },
        {
          path: staffRoutePath(paths.staff.availability),
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
  { basename: STAFF_BASENAME },
);

export function StaffApp() {
  return (
    <QueryClientProvider client={staffQueryClient}>
      <RouterProvider router={staffRouter} />
    </QueryClientProvider>
  );
}

export { staffQueryClient };
