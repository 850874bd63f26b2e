import '../staff.css';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useSearchUsers } from '../../features/staff/api/search-users';
import { useStaffTimeFormat } from '../staff-time';

export function StaffUsersRoute() {
  const dateFormat = useStaffTimeFormat('date');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ query: '', page: 1 });
  const users = useSearchUsers(search);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch({ query: draft.trim(), page: 1 });
  }

  return (
    <div className="page">
      <title>Users · Staff console</title>
      <h1>Users</h1>
      <search>
        <form className="staff-search" onSubmit={handleSubmit}>
          <TextField
            label="Email, name or code"
            name="query"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {users.isPending ? (
        <Spinner size={24} />
      ) : users.isError ? (
        <Alert>{users.error.message}</Alert>
      ) : users.data.items.length === 0 ? (
        <p className="muted">No account matches “{search.query}”. Try part of an email or a name.</p>
      ) : (
        <>
          <p className="muted">
            {users.data.total} {users.data.total === 1 ? 'account' : 'accounts'}
          </p>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">State</th>
                  <th scope="col">Joined ({dateFormat.zone})</th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((user) => (
                  <tr key={user._id}>
                    <td data-label="Name">
                      {user.fullname}
                      <span className="staff-table__sub">{user.code}</span>
                    </td>
                    <td data-label="Email">{user.email}</td>
                    <td data-label="Role">{user.userRole ?? 'no role yet'}</td>
                    <td data-label="State">
                      {user.isOnboard ? 'onboarded' : 'onboarding'} ·{' '}
                      {user.emailVerify ? 'verified' : 'unverified'}
                    </td>
                    <td data-label="Joined">{dateFormat.format(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={search.page}
            total={users.data.total}
            recordPerPage={users.data.recordPerPage}
            onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
            label="Pages"
          />
        </>
      )}
    </div>
  );
}
