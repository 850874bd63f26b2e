import { DESCRIBE_YOURSELF_MAX } from '@talentport/contract';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { FIELD_LABELS } from '../../onboard-steps';
import { RateFields } from './common-fields';
import { companySetter, type SectionProps } from './section-props';

/** Employer and agency step 2: about the business (agencies also say what they offer and charge). */
export function AboutBusinessSection(props: SectionProps) {
  const { role, data, errors, onChange } = props;
  const setCompany = companySetter(props);
  const isAgency = role === 'agency';
  return (
    <>
      <TextareaField
        label={isAgency ? 'About the agency' : FIELD_LABELS['company.aboutBusiness']}
        maxLength={DESCRIBE_YOURSELF_MAX}
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
