import {
  COMPANY_SIZES,
  EXPERIENCE_LEVELS,
  OCCUPATIONS,
  type UserRole,
  WORKING_MODES,
  WORKLOADS,
} from '@talentport/contract';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { CompanyDraft, EducationDraft, OnboardData, WorkExperienceDraft } from '../onboard-data';
import { FIELD_LABELS, type FieldErrors } from '../onboard-steps';

export type SectionProps = {
  role: UserRole;
  data: OnboardData;
  errors: FieldErrors;
  onChange: (patch: Partial<OnboardData>) => void;
};

function useCompany({ data, onChange }: Pick<SectionProps, 'data' | 'onChange'>) {
  return (patch: Partial<CompanyDraft>) => onChange({ company: { ...data.company, ...patch } });
}

function PhoneFields({ data, errors, onChange }: SectionProps) {
  return (
    <div className="field-row">
      <TextField
        className="field--code"
        label={FIELD_LABELS.phoneCode}
        name="phoneCode"
        inputMode="tel"
        autoComplete="tel-country-code"
        value={data.phoneCode}
        error={errors.phoneCode}
        onChange={(event) => onChange({ phoneCode: event.target.value })}
      />
      <TextField
        className="field--grow"
        label={FIELD_LABELS.phone}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        value={data.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
    </div>
  );
}

export function AboutYouSection(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <>
      <TextField
        label={FIELD_LABELS.fullname}
        name="fullname"
        autoComplete="name"
        value={data.fullname}
        error={errors.fullname}
        onChange={(event) => onChange({ fullname: event.target.value })}
      />
      <SelectField
        label={FIELD_LABELS.occupation}
        name="occupation"
        options={OCCUPATIONS}
        placeholder="Choose your occupation"
        value={data.occupation}
        error={errors.occupation}
        onChange={(event) => onChange({ occupation: event.target.value })}
      />
      <TextareaField
        label={FIELD_LABELS.describeYourself}
        name="describeYourself"
        hint="What you do best and what you are looking for. Employers read this first."
        value={data.describeYourself}
        error={errors.describeYourself}
        onChange={(event) => onChange({ describeYourself: event.target.value })}
      />
    </>
  );
}

const emptyWork: WorkExperienceDraft = { company: '', title: '', from: '', to: '', description: '' };
const emptyEducation: EducationDraft = { school: '', degree: '', from: '', to: '' };

function replaceAt<T>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export function ExperienceSection({ data, errors, onChange }: SectionProps) {
  return (
    <>
      <SelectField
        label={FIELD_LABELS.experienceLevel}
        name="experienceLevel"
        options={EXPERIENCE_LEVELS}
        value={data.experienceLevel}
        error={errors.experienceLevel}
        onChange={(event) => onChange({ experienceLevel: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS.expertise}
        name="expertise"
        isOptional
        hint="Areas you know well, separated by commas: UX research, Mobile apps."
        value={data.expertise}
        error={errors.expertise}
        onChange={(event) => onChange({ expertise: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS.skills}
        name="skills"
        hint="Separated by commas: Figma, React, SQL."
        value={data.skills}
        error={errors.skills}
        onChange={(event) => onChange({ skills: event.target.value })}
      />
      <fieldset className="repeat">
        <legend className="field__label">
          {FIELD_LABELS.workExperience} <span className="field__optional">(optional)</span>
        </legend>
        {data.workExperience.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
          <div className="repeat__item" key={index}>
            <div className="field-row field-row--wrap">
              <TextField
                className="field--grow"
                label="Company"
                name={`workExperience.${index}.company`}
                value={entry.company}
                onChange={(event) =>
                  onChange({
                    workExperience: replaceAt(data.workExperience, index, { company: event.target.value }),
                  })
                }
              />
              <TextField
                className="field--grow"
                label="Job title"
                name={`workExperience.${index}.title`}
                value={entry.title}
                onChange={(event) =>
                  onChange({
                    workExperience: replaceAt(data.workExperience, index, { title: event.target.value }),
                  })
                }
              />
            </div>
            <div className="field-row field-row--wrap">
              <TextField
                className="field--grow"
                label="From"
                name={`workExperience.${index}.from`}
                type="month"
                value={entry.from}
                onChange={(event) =>
                  onChange({
                    workExperience: replaceAt(data.workExperience, index, { from: event.target.value }),
                  })
                }
              />
              <TextField
                className="field--grow"
                label="To"
                name={`workExperience.${index}.to`}
                type="month"
                isOptional
                value={entry.to}
                onChange={(event) =>
                  onChange({
                    workExperience: replaceAt(data.workExperience, index, { to: event.target.value }),
                  })
                }
              />
            </div>
            <Button
              variant="ghost"
              className="button--compact"
              onClick={() => onChange({ workExperience: data.workExperience.filter((_, i) => i !== index) })}
            >
              Remove this job
            </Button>
          </div>
        ))}
        {errors.workExperience ? <p className="field__error">{errors.workExperience}</p> : null}
        <Button
          variant="secondary"
          className="button--compact"
          onClick={() => onChange({ workExperience: [...data.workExperience, emptyWork] })}
        >
          Add a job
        </Button>
      </fieldset>
      <fieldset className="repeat">
        <legend className="field__label">
          {FIELD_LABELS.education} <span className="field__optional">(optional)</span>
        </legend>
        {data.education.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
          <div className="repeat__item" key={index}>
            <div className="field-row field-row--wrap">
              <TextField
                className="field--grow"
                label="School"
                name={`education.${index}.school`}
                value={entry.school}
                onChange={(event) =>
                  onChange({ education: replaceAt(data.education, index, { school: event.target.value }) })
                }
              />
              <TextField
                className="field--grow"
                label="Degree"
                name={`education.${index}.degree`}
                isOptional
                value={entry.degree}
                onChange={(event) =>
                  onChange({ education: replaceAt(data.education, index, { degree: event.target.value }) })
                }
              />
            </div>
            <Button
              variant="ghost"
              className="button--compact"
              onClick={() => onChange({ education: data.education.filter((_, i) => i !== index) })}
            >
              Remove this school
            </Button>
          </div>
        ))}
        {errors.education ? <p className="field__error">{errors.education}</p> : null}
        <Button
          variant="secondary"
          className="button--compact"
          onClick={() => onChange({ education: [...data.education, emptyEducation] })}
        >
          Add a school
        </Button>
      </fieldset>
    </>
  );
}

function RateFields({ data, errors, onChange }: SectionProps) {
  return (
    <div className="field-row">
      <TextField
        className="field--grow"
        label={`${FIELD_LABELS.hourlyRate} (USD)`}
        name="hourlyRate"
        inputMode="decimal"
        value={data.hourlyRate}
        error={errors.hourlyRate}
        onChange={(event) => onChange({ hourlyRate: event.target.value })}
      />
      <TextField
        className="field--grow"
        label={`${FIELD_LABELS.monthlyRate} (USD)`}
        name="monthlyRate"
        inputMode="decimal"
        value={data.monthlyRate}
        error={errors.monthlyRate}
        onChange={(event) => onChange({ monthlyRate: event.target.value })}
      />
    </div>
  );
}

/** How employers reach a freelancer: asked after the work itself (decision 063). */
function ContactFields(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <fieldset className="repeat">
      <legend className="field__label">How employers reach you</legend>
      <PhoneFields {...props} />
      <TextField
        label={FIELD_LABELS.nationality}
        isOptional
        name="nationality"
        autoComplete="country-name"
        value={data.nationality}
        error={errors.nationality}
        onChange={(event) => onChange({ nationality: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS.dateOfBirth}
        isOptional
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        hint="Only you can see it."
        value={data.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
      />
    </fieldset>
  );
}

export function WorkPreferencesSection(props: SectionProps & { isBankDetailShown: boolean }) {
  const { data, errors, onChange, isBankDetailShown } = props;
  const bank = data.bankDetail;
  const setBank = (patch: Partial<OnboardData['bankDetail']>) =>
    onChange({ bankDetail: { ...bank, ...patch } });
  return (
    <>
      <div className="field-row field-row--wrap">
        <SelectField
          className="field--grow"
          label={FIELD_LABELS.workingMode}
          name="workingMode"
          options={WORKING_MODES}
          placeholder="Choose"
          value={data.workingMode}
          error={errors.workingMode}
          onChange={(event) => onChange({ workingMode: event.target.value })}
        />
        <SelectField
          className="field--grow"
          label={FIELD_LABELS.workLoad}
          name="workLoad"
          options={WORKLOADS}
          placeholder="Choose"
          value={data.workLoad}
          error={errors.workLoad}
          onChange={(event) => onChange({ workLoad: event.target.value })}
        />
      </div>
      <RateFields {...props} />
      <ContactFields {...props} />
      {isBankDetailShown ? (
        <fieldset className="repeat">
          <legend className="field__label">
            {FIELD_LABELS.bankDetail}{' '}
            <span className="field__optional">(optional, only you can see them)</span>
          </legend>
          <div className="field-row field-row--wrap">
            <TextField
              className="field--grow"
              label="Account holder"
              name="bankDetail.accountHolder"
              value={bank.accountHolder}
              onChange={(event) => setBank({ accountHolder: event.target.value })}
            />
            <TextField
              className="field--grow"
              label="Account number"
              name="bankDetail.bankAccountNo"
              value={bank.bankAccountNo}
              onChange={(event) => setBank({ bankAccountNo: event.target.value })}
            />
          </div>
          <div className="field-row field-row--wrap">
            <TextField
              className="field--grow"
              label="Bank"
              name="bankDetail.bankName"
              value={bank.bankName}
              onChange={(event) => setBank({ bankName: event.target.value })}
            />
            <TextField
              className="field--grow"
              label="City"
              name="bankDetail.city"
              value={bank.city}
              onChange={(event) => setBank({ city: event.target.value })}
            />
          </div>
          {errors.bankDetail ? <p className="field__error">{errors.bankDetail}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}

export function CompanySection(props: SectionProps) {
  const { role, data, errors } = props;
  const setCompany = useCompany(props);
  const company = data.company;
  const isAgency = role === 'agency';
  return (
    <>
      <TextField
        label={isAgency ? 'Agency name' : FIELD_LABELS['company.name']}
        name="company.name"
        autoComplete="organization"
        value={company.name}
        error={errors['company.name']}
        onChange={(event) => setCompany({ name: event.target.value })}
      />
      <div className="field-row field-row--wrap">
        <TextField
          className="field--grow"
          label={FIELD_LABELS['company.companyIndustry']}
          name="company.companyIndustry"
          value={company.companyIndustry}
          error={errors['company.companyIndustry']}
          onChange={(event) => setCompany({ companyIndustry: event.target.value })}
        />
        <TextField
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

export function AboutBusinessSection(props: SectionProps) {
  const { role, data, errors, onChange } = props;
  const setCompany = useCompany(props);
  const isAgency = role === 'agency';
  return (
    <>
      <TextareaField
        label={isAgency ? 'About the agency' : FIELD_LABELS['company.aboutBusiness']}
        name="company.aboutBusiness"
        rows={6}
        hint={
          isAgency
            ? 'Who you are, the clients you serve and how you work.'
            : 'What your business does and the kind of people you want to work with.'
        }
        value={data.company.aboutBusiness}
        error={errors['company.aboutBusiness']}
        onChange={(event) => setCompany({ aboutBusiness: event.target.value })}
      />
      {isAgency ? (
        <>
          <TextField
            label="What your agency offers"
            name="expertise"
            hint="Services, separated by commas: Branding, Web design, QA."
            value={data.expertise}
            error={errors.expertise}
            onChange={(event) => onChange({ expertise: event.target.value })}
          />
          <RateFields {...props} />
        </>
      ) : null}
    </>
  );
}

export function ContactPersonSection(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <>
      <TextField
        label="Contact name"
        name="fullname"
        autoComplete="name"
        value={data.fullname}
        error={errors.fullname}
        onChange={(event) => onChange({ fullname: event.target.value })}
      />
      <PhoneFields {...props} />
      <label className="checkbox">
        <input
          type="checkbox"
          name="isWhatsapp"
          checked={data.isWhatsapp}
          onChange={(event) => onChange({ isWhatsapp: event.target.checked })}
        />
        This number is on WhatsApp
      </label>
    </>
  );
}
