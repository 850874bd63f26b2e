import '../../onboarding.css';
import { COMPANY_SIZES } from '@talentport/contract';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { FIELD_LABELS } from '../../onboard-steps';
import { companySetter, type SectionProps } from './section-props';

/** Employer and agency step 1: the company. */
export function CompanySection(props: SectionProps) {
  const { role, data, errors } = props;
  const setCompany = companySetter(props);
  const company = data.company;
  const isAgency = role === 'agency';
  return (
    <>
      <TextField
        maxLength={200}
        label={isAgency ? 'Agency name' : FIELD_LABELS['company.name']}
        name="company.name"
        autoComplete="organization"
        value={company.name}
        error={errors['company.name']}
        onChange={(event) => setCompany({ name: event.target.value })}
      />
      <div className="field-row field-row--wrap">
        <TextField
          maxLength={200}
          className="field--grow"
          label={FIELD_LABELS['company.companyIndustry']}
          name="company.companyIndustry"
          value={company.companyIndustry}
          error={errors['company.companyIndustry']}
          onChange={(event) => setCompany({ companyIndustry: event.target.value })}
        />
        <TextField
          maxLength={200}
          className="field--grow"
          label={FIELD_LABELS['company.companyLocation']}
          name="company.companyLocation"
          value={company.companyLocation}
          error={errors['company.companyLocation']}
          onChange={(event) => setCompany({ companyLocation: event.target.value })}
        />
      </div>
      <SelectField
        label={isAgency ? 'Team size' : FIELD_LABELS['company.companySize']}
        name="company.companySize"
        options={COMPANY_SIZES}
        placeholder="Number of people"
        value={company.companySize}
        error={errors['company.companySize']}
        onChange={(event) => setCompany({ companySize: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS['company.websiteURL']}
        name="company.websiteURL"
        type="url"
        inputMode="url"
        isOptional
        placeholder="https://"
        value={company.websiteURL}
        error={errors['company.websiteURL']}
        onChange={(event) => setCompany({ websiteURL: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS['company.linkedInURL']}
        name="company.linkedInURL"
        type="url"
        inputMode="url"
        isOptional
        placeholder="https://www.linkedin.com/company/…"
        value={company.linkedInURL}
        error={errors['company.linkedInURL']}
        onChange={(event) => setCompany({ linkedInURL: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS['company.fbURL']}
        name="company.fbURL"
        type="url"
        inputMode="url"
        isOptional
        placeholder="https://www.facebook.com/…"
        value={company.fbURL}
        error={errors['company.fbURL']}
        onChange={(event) => setCompany({ fbURL: event.target.value })}
      />
    </>
  );
}
