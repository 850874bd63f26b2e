import '../staff.css';
import { paths, staffRoutePath } from '@talentport/contract';
import { Link } from 'react-router';
import { useStaffMember } from '../staff-layout';

const ROLE_LABELS = { admin: 'Admin', support: 'Support', 'talent-manager': 'Talent manager' } as const;

export function StaffHomeRoute() {
  const staff = useStaffMember();
  return (
    <div className="page">
      <title>Staff console · Talentport</title>
      <h1>Hello, {staff.fullname}</h1>
      <p className="lead">
        {staff.roles.map((role) => ROLE_LABELS[role]).join(' · ')} · times shown in {staff.timeZone}
      </p>
      <ul className="staff-tiles">
        {staff.roles.some((role) => role === 'admin' || role === 'support') ? (
          <li>
            <Link className="staff-tile" to={staffRoutePath(paths.staff.users)}>
              <strong>Users</strong>
              <span>Look up an account by email, name or code.</span>
            </Link>
          </li>
        ) : null}
        {staff.roles.includes('admin') ? (
          <li>
            <Link className="staff-tile" to={staffRoutePath(paths.staff.auditLog)}>
              <strong>Audit log</strong>
              <span>Every staff action, newest first.</span>
            </Link>
          </li>
        ) : null}
        {staff.roles.includes('admin') ? (
          <li>
            <Link className="staff-tile" to={staffRoutePath(paths.staff.jobs)}>
              <strong>Background jobs</strong>
              <span>Mail, alerts, exports and erasures: when each last ran, and any failure.</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
