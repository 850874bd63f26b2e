import type { ApplicantComparison } from '@talentport/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format-number';
import { useCompareApplicants } from '../api/compare-applicants';
import { STATUS_LABELS } from './applicant-card';

type Row = { label: string; cell: (person: ApplicantComparison) => ReactNode };

const ROWS: Row[] = [
  {
    label: 'Status',
    cell: (person) => STATUS_LABELS[person.status as keyof typeof STATUS_LABELS] ?? person.status,
  },
  { label: 'Proposed rate', cell: (person) => `$${formatNumber(person.proposedRate)}` },
  {
    label: 'Rating',
    cell: (person) =>
      person.numberOfRate > 0
        ? `${person.rating.toFixed(1)} ★ (${formatNumber(person.numberOfRate)})`
        : 'No reviews yet',
  },
  { label: 'Occupation', cell: (person) => person.occupation || '—' },
  { label: 'Experience', cell: (person) => person.experienceLevel || '—' },
  {
    label: 'Work history',
    cell: (person) =>
      person.workExperience.length > 0
        ? person.workExperience
            .slice(0, 3)
            .map((entry) => [entry.title, entry.company].filter(Boolean).join(' at '))
            .join('; ')
        : '—',
  },
  { label: 'Skills', cell: (person) => (person.skills.length > 0 ? person.skills.join(', ') : '—') },
  {
    label: 'Availability',
    cell: (person) =>
      [
        person.availableFrom ? `From ${person.availableFrom}` : null,
        person.openToOffers ? 'Open to offers' : null,
      ]
        .filter(Boolean)
        .join(' · ') || 'Not stated',
  },
  {
    label: 'Profile rate',
    cell: (person) =>
      person.hourlyRate && person.hourlyRate !== '0' ? `$${person.hourlyRate} an hour` : '—',
  },
];

/** Up to 4 applicants side by side (decision 127): one column each, one row per fact and question. */
export function ApplicantCompare({
  opportunityId,
  applicationIds,
  questions,
  onClose,
}: {
  opportunityId: string;
  applicationIds: string[];
  questions: string[];
  onClose: () => void;
}) {
  const compared = useCompareApplicants({ opportunityId, applicationIds }, applicationIds.length > 0);
  return (
    <section className="panel applicant-compare" aria-labelledby="compare-heading">
      <div className="applicant-compare__head">
        <h2 id="compare-heading">Compare applicants</h2>
        <Button variant="ghost" className="button--compact" onClick={onClose}>
          Close comparison
        </Button>
      </div>
      {compared.isPending ? <Spinner size={20} /> : null}
      {compared.isError ? <Alert>{compared.error.message}</Alert> : null}
      {compared.data ? (
        // A keyboard can scroll the table sideways on a phone (it is wider than the screen there).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keys
        <section className="applicant-compare__scroll" tabIndex={0} aria-label="Comparison table">
          <table className="applicant-compare__table">
            <thead>
              <tr>
                <td />
                {compared.data.items.map((person) => (
                  <th key={person._id} scope="col">
                    {person.fullname}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {compared.data.items.map((person) => (
                    <td key={person._id}>{row.cell(person)}</td>
                  ))}
                </tr>
              ))}
              {questions.map((question, index) => (
                <tr key={question}>
                  <th scope="row">{question}</th>
                  {compared.data.items.map((person) => (
                    <td key={person._id} className="applicant-compare__answer">
                      {person.screeningAnswers[index]?.answer ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </section>
  );
}
