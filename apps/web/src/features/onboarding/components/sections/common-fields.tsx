import '../../onboarding.css';
import { TextField } from '../../../../components/ui/text-field';
import { FIELD_LABELS } from '../../onboard-steps';
import type { SectionProps } from './section-props';

/** Country code and number. */
export function PhoneFields({ data, errors, onChange }: SectionProps) {
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

/** Hourly and monthly rates in USD. */
export function RateFields({ data, errors, onChange }: SectionProps) {
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
export function ContactFields(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <fieldset className="repeat">
      <legend className="field__label">How employers reach you</legend>
      <PhoneFields {...props} />
      <TextField
        maxLength={100}
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
