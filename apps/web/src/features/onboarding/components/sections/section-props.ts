import type { UserRole } from '@talentport/contract';
import type { CompanyDraft, OnboardData } from '../../onboard-data';
import type { FieldErrors } from '../../onboard-steps';

/** What every step's section gets: the role, the data so far, the errors shown, and a way to change it. */
export type SectionProps = {
  role: UserRole;
  data: OnboardData;
  errors: FieldErrors;
  onChange: (patch: Partial<OnboardData>) => void;
};

/** Changes some fields of the company (employers and agencies). */
export function companySetter({ data, onChange }: Pick<SectionProps, 'data' | 'onChange'>) {
  return (patch: Partial<CompanyDraft>) => onChange({ company: { ...data.company, ...patch } });
}
