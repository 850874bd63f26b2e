import '../staff.css';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useAuditLog } from '../../features/staff/api/get-audit-log';
import { useStaffMember } from '../staff-layout';
import { useStaffTimeFormat } from '../staff-time';

export function StaffAuditLogRoute() {
  const staff = useStaffMember();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  const timeFormat = useStaffTimeFormat();

  return (
    <div className="page">
      <title>Audit log · Staff console</title>
      <h1>Audit log</h1>
      {audit.isPending ? (
        <Spinner size={24} />
      ) : audit.isError ? (
        <Alert>{audit.error.message}</Alert>
      ) : audit.data.items.length === 0 ? (
        <p className="muted">No staff action yet.</p>
      ) : (
        <>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">When ({staff.timeZone})</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry._id}>
                    <td data-label="When">{timeFormat.format(entry.createdAt)}</td>
                    <td data-label="Who">{entry.staffEmail ?? 'a removed staff account'}</td>
                    <td data-label="Action">{entry.action}</td>
                    <td data-label="Target">
                      {entry.targetType} <span className="staff-table__sub">{entry.targetId}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            total={audit.data.total}
            recordPerPage={audit.data.recordPerPage}
            onPageChange={setPage}
            label="Pages"
          />
        </>
      )}
    </div>
  );
}
