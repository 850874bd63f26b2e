import '../staff.css';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { usePendingDeletions } from '../../features/staff/api/get-pending-deletions';
import { useStaffMember } from '../staff-layout';
import { useStaffTimeFormat } from '../staff-time';

/** Accounts whose owners asked for deletion, soonest erasure first (admins and support; audit-logged). */
export function StaffPendingDeletionsRoute() {
  const staff = useStaffMember();
  const [page, setPage] = useState(1);
  const pending = usePendingDeletions(page);
  const timeFormat = useStaffTimeFormat();

  return (
    <div className="page">
      <title>Pending deletions · Staff console</title>
      <h1>Pending account deletions</h1>
      <p className="muted">Each account is erased on its date unless its owner signs in or cancels first.</p>
      {pending.isPending ? (
        <Spinner size={24} />
      ) : pending.isError ? (
        <Alert>{pending.error.message}</Alert>
      ) : pending.data.items.length === 0 ? (
        <p className="muted">No account is waiting to be deleted.</p>
      ) : (
        <>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Asked ({staff.timeZone})</th>
                  <th scope="col">Erased from ({staff.timeZone})</th>
                </tr>
              </thead>
              <tbody>
                {pending.data.items.map((item) => (
                  <tr key={item._id}>
                    <td data-label="Person">
                      {item.fullname} <span className="staff-table__sub">{item.email}</span>
                    </td>
                    <td data-label="Asked">{timeFormat.format(item.requestedAt)}</td>
                    <td data-label="Erased from">{timeFormat.format(item.dueAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            total={pending.data.total}
            recordPerPage={pending.data.recordPerPage}
            onPageChange={setPage}
            label="Pages"
          />
        </>
      )}
    </div>
  );
}
