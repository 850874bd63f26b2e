import { DESCRIBE_YOURSELF_MAX, OCCUPATIONS } from '@talentport/contract';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { FIELD_LABELS } from '../../onboard-steps';
import type { SectionProps } from './section-props';

/** Freelancer step 1. */
export function AboutYouSection(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <>
      <TextField
        maxLength={100}
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
        maxLength={DESCRIBE_YOURSELF_MAX}
        name="describeYourself"
        hint="What you do best and what you are looking for. Employers read this first."
        value={data.describeYourself}
        error={errors.describeYourself}
        onChange={(event) => onChange({ describeYourself: event.target.value })}
      />
    </>
  );
}
