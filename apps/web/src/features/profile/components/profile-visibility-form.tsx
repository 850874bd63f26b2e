import '../profile.css';
import { isSuccess, type ProfileVisibility, type TalentVisibility } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFormErrors } from '../../../lib/form-errors';
import { useUpdateVisibility, useVisibility } from '../api/visibility';

const CHOICES: { value: ProfileVisibility; label: string; hint: string }[] = [
  {
    value: 'public',
    label: 'Everyone',
    hint: 'Anyone can find your profile, including visitors who are not signed in and search engines.',
  },
  {
    value: 'members',
    label: 'Signed-in employers and agencies',
    hint: 'Only people hiring on Talentport can find you. This is the default.',
  },
  {
    value: 'hidden',
    label: 'Nobody',
    hint: 'Your profile is hidden from search and from everyone else. You can still apply to jobs.',
  },
];

type Field = 'profileVisibility' | 'availableFrom' | 'openToOffers';
const LABELS: Record<Field, string> = {
  profileVisibility: 'Who can see your profile',
  availableFrom: 'Available from',
  openToOffers: 'Open to offers',
};

/** The freelancer's settings section: who may see the profile, available from, open to offers. */
export function ProfileVisibilityForm() {
  const visibility = useVisibility();
  if (visibility.isPending) return <Spinner size={24} />;
  if (visibility.isError) return <Alert>{visibility.error.message}</Alert>;
  return <VisibilityFields saved={visibility.data} />;
}

function VisibilityFields({ saved }: { saved: TalentVisibility }) {
  const update = useUpdateVisibility();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const envelope = await update.mutateAsync(values);
    if (isSuccess(envelope)) {
      setErrors({});
      setMessage({ kind: 'saved', text: 'Saved. Your profile is shown as you chose.' });
      return;
    }
    const refused = toFormErrors(envelope, LABELS);
    setErrors(refused.fields);
    setMessage({ kind: 'error', text: refused.summary });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      {message?.kind === 'error' ? <Alert>{message.text}</Alert> : null}
      <fieldset
        className="visibility-choices"
        aria-describedby={errors.profileVisibility ? 'visibility-error' : undefined}
      >
        <legend className="settings-item__label">{LABELS.profileVisibility}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="visibility-choice">
            <input
              type="radio"
              name="profileVisibility"
              value={choice.value}
              checked={values.profileVisibility === choice.value}
              onChange={() => setValues({ ...values, profileVisibility: choice.value })}
            />
            <span>
              <span className="visibility-choice__label">{choice.label}</span>
              <span className="visibility-choice__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
        {errors.profileVisibility ? (
          <p id="visibility-error" className="field__error">
            {errors.profileVisibility}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={LABELS.availableFrom}
        name="availableFrom"
        type="date"
        isOptional
        hint="The first day you can start. Leave it empty if you are available now."
        value={values.availableFrom ?? ''}
        error={errors.availableFrom}
        onChange={(event) => setValues({ ...values, availableFrom: event.target.value || null })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="openToOffers"
          checked={values.openToOffers}
          onChange={(event) => setValues({ ...values, openToOffers: event.target.checked })}
        />
        I am open to offers
      </label>
      <Button type="submit" isPending={update.isPending} pendingLabel="Saving…">
        Save visibility
      </Button>
      {message?.kind === 'saved' ? (
        <p className="settings-item__status" role="status">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
