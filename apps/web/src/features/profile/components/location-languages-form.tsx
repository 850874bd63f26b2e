import '../profile.css';
import {
  countryName,
  isSuccess,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  languageName,
  localTimeText,
  MAX_LANGUAGES,
  type Profile,
  type SpokenLanguage,
} from '@talentport/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RepeatableFieldset } from '../../../components/ui/repeatable-fieldset';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFormErrors } from '../../../lib/form-errors';
import {
  browserTimeZone,
  countryOptions,
  languageOptions,
  matchingZone,
  timeZoneOptions,
  viewerLocales,
} from '../../../lib/location-names';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'country' | 'city' | 'timeZone' | 'languages';
const LABELS: Record<Field, string> = {
  country: 'Country',
  city: 'City',
  timeZone: 'Time zone',
  languages: 'Languages',
};
const LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  fluent: 'Fluent',
  native: 'Native',
};
type Values = { country: string; city: string; timeZone: string; languages: SpokenLanguage[] };

/** The freelancer's location and languages (decision 129): shown on their card and profile, searched on. */
export function LocationLanguagesForm() {
  const profile = useProfile();
  if (profile.isPending) return <Spinner size={24} />;
  if (profile.isError) return <Alert>{profile.error.message}</Alert>;
  return <LocationFields saved={profile.data} />;
}

function LocationFields({ saved }: { saved: Profile }) {
  const update = useUpdateProfile();
  const locales = viewerLocales();
  const countries = useMemo(() => countryOptions(locales), [locales]);
  const languages = useMemo(() => languageOptions(locales), [locales]);
  const zones = useMemo(() => timeZoneOptions(saved.timeZone), [saved.timeZone]);
  const [values, setValues] = useState<Values>({
    country: saved.country,
    city: saved.city,
    // Prefilled from the browser until one is saved.
    timeZone: matchingZone(saved.timeZone || browserTimeZone(), zones),
    languages: saved.languages,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const now = localTimeText(values.timeZone);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const envelope = await update.mutateAsync(values);
    if (isSuccess(envelope)) {
      setErrors({});
      setMessage({ kind: 'saved', text: 'Saved. Your card and profile show where you work from.' });
      return;
    }
    const refused = toFormErrors(envelope, LABELS);
    setErrors(refused.fields);
    setMessage({ kind: 'error', text: refused.summary });
  }

  const unused = (current: string) =>
    languages.filter(
      (code) => code === current || !values.languages.some((spoken) => spoken.language === code),
    );

  return (
    <form
      className="form location-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Location and languages"
    >
      {message?.kind === 'error' ? <Alert>{message.text}</Alert> : null}
      <div className="location-form__row">
        <SelectField
          label={LABELS.country}
          name="country"
          options={countries}
          placeholder="Not given"
          labelFor={(code) => countryName(code, locales)}
          value={values.country}
          error={errors.country}
          onChange={(event) => setValues({ ...values, country: event.target.value })}
        />
        <TextField
          label={LABELS.city}
          name="city"
          isOptional
          maxLength={100}
          autoComplete="address-level2"
          value={values.city}
          error={errors.city}
          onChange={(event) => setValues({ ...values, city: event.target.value })}
        />
      </div>
      <SelectField
        label={LABELS.timeZone}
        name="timeZone"
        options={zones}
        placeholder="Not given"
        labelFor={(zone) => zone.replace(/_/g, ' ')}
        value={values.timeZone}
        error={errors.timeZone}
        onChange={(event) => setValues({ ...values, timeZone: event.target.value })}
      />
      {now ? <p className="field__hint location-form__now">Now {now}.</p> : null}
      <RepeatableFieldset<SpokenLanguage>
        legend={LABELS.languages}
        isOptional
        items={values.languages}
        empty={{ language: '', level: 'fluent' }}
        onChange={(items) => setValues({ ...values, languages: items.slice(0, MAX_LANGUAGES) })}
        addLabel="Add a language"
        removeLabel="Remove"
        error={errors.languages}
        renderItem={(item, change, index) => (
          <div className="location-form__row">
            <SelectField
              label="Language"
              name={`languages.${index}.language`}
              options={unused(item.language)}
              placeholder="Choose a language"
              labelFor={(code) => languageName(code, locales)}
              value={item.language}
              onChange={(event) => change({ language: event.target.value })}
            />
            <SelectField
              label="Level"
              name={`languages.${index}.level`}
              options={LANGUAGE_LEVELS}
              labelFor={(level) => LEVEL_LABELS[level as LanguageLevel]}
              value={item.level}
              onChange={(event) => change({ level: event.target.value as LanguageLevel })}
            />
          </div>
        )}
      />
      <Button type="submit" isPending={update.isPending} pendingLabel="Saving…">
        Save location and languages
      </Button>
      {message?.kind === 'saved' ? (
        <p className="settings-item__status" role="status">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
