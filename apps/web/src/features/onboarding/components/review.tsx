import '../onboarding.css';
import type { UserRole } from '@talentport/contract';
import { Button } from '../../../components/ui/button';
import { formatRates } from '../../../lib/format-rate';
import { type OnboardData, splitList } from '../onboard-data';

/** The last step's summary of every earlier step, each with a way back to it. */
export function Review({
  role,
  data,
  onEdit,
}: {
  role: UserRole;
  data: OnboardData;
  onEdit: (step: number) => void;
}) {
  const show = (value: string) => value.trim() || '—';
  const rows: { step: number; items: [string, string][] }[] =
    role === 'freelancer'
      ? [
          {
            step: 1,
            items: [
              ['Name', show(data.fullname)],
              ['Occupation', show(data.occupation)],
              ['Describe yourself', show(data.describeYourself).slice(0, 120)],
            ],
          },
          {
            step: 2,
            items: [
              ['Experience', show(data.experienceLevel)],
              ['Skills', show(splitList(data.skills).join(', '))],
              ['Jobs', String(data.workExperience.length)],
            ],
          },
          {
            step: 3,
            items: [
              ['Working mode', `${show(data.workingMode)} · ${show(data.workLoad)}`],
              ['Rates', formatRates(data.hourlyRate, data.monthlyRate)],
              ['Phone', `+${data.phoneCode} ${data.phone}`],
              ['Nationality', show(data.nationality)],
              ['Date of birth', show(data.dateOfBirth)],
            ],
          },
        ]
      : [
          {
            step: 1,
            items: [
              ['Name', show(data.company.name)],
              ['Industry', show(data.company.companyIndustry)],
              ['Location', show(data.company.companyLocation)],
              ['Size', show(data.company.companySize)],
            ],
          },
          {
            step: 2,
            items: [
              ['About', show(data.company.aboutBusiness).slice(0, 120)],
              ...(role === 'agency'
                ? ([['Offers', show(splitList(data.expertise).join(', '))]] as [string, string][])
                : []),
            ],
          },
          {
            step: 3,
            items: [
              ['Contact', show(data.fullname)],
              ['Phone', `+${data.phoneCode} ${data.phone}${data.isWhatsapp ? ' (WhatsApp)' : ''}`],
            ],
          },
        ];
  return (
    <section className="review" aria-label="Review">
      <h3>Review</h3>
      {rows.map((group) => (
        <div className="review__group" key={group.step}>
          <dl>
            {group.items.map(([term, value]) => (
              <div className="review__row" key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="ghost" className="button--compact" onClick={() => onEdit(group.step)}>
            Edit step {group.step}
          </Button>
        </div>
      ))}
    </section>
  );
}
