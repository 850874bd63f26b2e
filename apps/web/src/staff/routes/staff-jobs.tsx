import '../staff.css';
import type { StaffJobRun } from '@talentport/contract';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useJobRuns } from '../../features/staff/api/get-job-runs';
import { useStaffMember } from '../staff-layout';
import { useStaffTimeFormat } from '../staff-time';

/** What each job does, in the words an operator looks for. */
const JOB_LABELS: Record<string, string> = {
  'send-mail-outbox': 'Sending queued mail',
  'send-saved-search-alerts': 'Saved-search alerts',
  'prepare-data-exports': 'Data exports',
  'erase-deleted-accounts': 'Erasing deleted accounts',
  'remove-unattached-uploads': 'Removing unattached uploads',
  'publish-due-reviews': 'Publishing due reviews',
};

function stateOf(job: StaffJobRun): { label: string; tone: 'ok' | 'failing' | 'never' } {
  if (job.consecutiveFailures > 0) {
    const times = job.consecutiveFailures === 1 ? 'once' : `${job.consecutiveFailures} times in a row`;
    return { label: `Failing (${times}); retrying`, tone: 'failing' };
  }
  return job.lastSuccessAt ? { label: 'Working', tone: 'ok' } : { label: 'Not run yet', tone: 'never' };
}

/** Background jobs: when each last ran, succeeded and failed, and why (admins; decision 121). */
export function StaffJobsRoute() {
  const staff = useStaffMember();
  const jobs = useJobRuns();
  const timeFormat = useStaffTimeFormat();
  const when = (value: string | null) => (value ? timeFormat.format(value) : 'Never');

  return (
    <div className="page">
      <title>Background jobs · Staff console</title>
      <h1>Background jobs</h1>
      <p className="muted">
        Work the servers do on their own. A failed run is tried again after 5 seconds, then 10, 20 and so on,
        never later than the job’s usual interval.
      </p>
      {jobs.isPending ? (
        <Spinner size={24} />
      ) : jobs.isError ? (
        <Alert>{jobs.error.message}</Alert>
      ) : jobs.data.items.length === 0 ? (
        <p className="muted">No job has run yet.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">State</th>
                <th scope="col">Last success ({staff.timeZone})</th>
                <th scope="col">Last failure</th>
                <th scope="col">Runs</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.items.map((job) => {
                const state = stateOf(job);
                return (
                  <tr key={job.name}>
                    <td data-label="Job">
                      {JOB_LABELS[job.name] ?? job.name} <span className="staff-table__sub">{job.name}</span>
                    </td>
                    <td data-label="State">
                      {state.tone === 'failing' ? <strong>{state.label}</strong> : state.label}
                    </td>
                    <td data-label="Last success">
                      {when(job.lastSuccessAt)}
                      {job.lastSuccessAt ? (
                        <span className="staff-table__sub">handled {job.lastCount}</span>
                      ) : null}
                    </td>
                    <td data-label="Last failure">
                      {when(job.lastFailureAt)}
                      {job.lastError ? <span className="staff-table__sub">{job.lastError}</span> : null}
                    </td>
                    <td data-label="Runs">
                      {job.runs}
                      <span className="staff-table__sub">{job.failures} failed</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
