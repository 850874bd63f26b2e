import './staff.css';
import type { ReactNode } from 'react';
import { Alert } from '../components/ui/alert';
import { Pagination } from '../components/ui/pagination';
import { Spinner } from '../components/ui/spinner';
import { useStaffTimeFormat } from './staff-time';

type QueuePage<Item> = { items: Item[]; total: number; recordPerPage: number };

type ReportQueueProps<Item extends { _id: string }> = {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: QueuePage<Item> | undefined };
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** One `<li>` of the list. */
  renderItem: (item: Item) => ReactNode;
};

/** A staff queue of reported items: the spinner, the error, "nothing to review", or the list and its pages. */
export function ReportQueue<Item extends { _id: string }>({
  query,
  page,
  onPageChange,
  emptyText,
  renderItem,
}: ReportQueueProps<Item>) {
  if (query.isPending) return <Spinner size={24} />;
  if (query.isError || !query.data) return <Alert>{query.error?.message}</Alert>;
  if (query.data.items.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <>
      <ul className="staff-report-list">{query.data.items.map(renderItem)}</ul>
      <Pagination
        page={page}
        total={query.data.total}
        recordPerPage={query.data.recordPerPage}
        onPageChange={onPageChange}
        label="Pages"
      />
    </>
  );
}

type PendingReports = { pendingReports: number; lastReportedAt: string | null; reasons: string[] };

/** "2 reports pending · last 25 Nov 2026, 09:30 (Europe/Paris)". */
export function usePendingReportsText() {
  const time = useStaffTimeFormat();
  return (item: PendingReports) =>
    `${item.pendingReports} ${item.pendingReports === 1 ? 'report' : 'reports'} pending` +
    (item.lastReportedAt ? ` · last ${time.format(item.lastReportedAt)} (${time.zone})` : '');
}

/** The newest reasons the reporters gave, newest first. */
export function ReportReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="staff-report__reasons">
      {reasons.map((reason, index) => (
        // Reasons repeat word for word; their order is stable (newest first).
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only
        <li key={index}>{reason}</li>
      ))}
    </ul>
  );
}
