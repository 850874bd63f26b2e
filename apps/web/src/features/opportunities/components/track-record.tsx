import '../opportunities.css';
import type { CompanyTrackRecord } from '@talentport/contract';
import { formatWhen } from '../../../lib/format-date';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** "within an hour", "within 5 hours", "within 3 days". */
export function describeWait(seconds: number): string {
  if (seconds < HOUR) return 'within an hour';
  if (seconds < 2 * DAY) {
    const hours = Math.ceil(seconds / HOUR);
    return `within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `within ${Math.ceil(seconds / DAY)} days`;
}

/** "today", "yesterday", "5 days ago", or the date for anything older than a month. */
export function describeDay(iso: string, now = new Date()): string {
  const then = new Date(iso);
  const days = Math.floor((now.getTime() - then.getTime()) / (DAY * 1000));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 31) return `${days} days ago`;
  return `on ${formatWhen(then)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The company's track record on a job page (decision 107), in plain words. */
export function TrackRecord({
  record,
  publishedAt,
}: {
  record: CompanyTrackRecord;
  publishedAt: string | null;
}) {
  const hireRate = record.hireRate === null ? null : Math.round(record.hireRate * 100);
  return (
    <section className="card track-record" aria-labelledby="track-record-heading">
      <h2 id="track-record-heading">Track record</h2>
      <ul className="track-record__list">
        {publishedAt ? <li>Posted {describeDay(publishedAt)}</li> : null}
        <li>{plural(record.applicants, 'applicant', 'applicants')} so far</li>
        <li>
          {plural(record.hires, 'hire', 'hires')} made
          {hireRate === null
            ? ''
            : ` · hired on ${record.jobsWithHire} of ${plural(record.jobsPosted, 'job', 'jobs')} posted (${hireRate}%)`}
        </li>
        <li>
          {record.medianFirstAnswerSeconds === null
            ? 'Has not answered an applicant yet'
            : `Usually answers applicants ${describeWait(record.medianFirstAnswerSeconds)}`}
        </li>
        {record.lastActiveAt ? <li>Last active {describeDay(record.lastActiveAt)}</li> : null}
      </ul>
    </section>
  );
}
