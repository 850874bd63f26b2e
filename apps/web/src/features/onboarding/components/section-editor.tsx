import { type Envelope, isSuccess, type Profile, type ProfileUpdateInput } from '@talentport/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalidField } from '../../../lib/form-errors';
import { type OnboardData, toOnboardData, toProfileInput } from '../onboard-data';
import {
  errorsOfStep,
  FIELD_LABELS,
  type FieldErrors,
  type FieldPath,
  validateOnboardData,
} from '../onboard-steps';
import { AboutYouSection } from './sections/about-you-section';
import { ExperienceSection } from './sections/experience-section';
import { WorkPreferencesSection } from './sections/work-preferences-section';

/** The freelancer's profile sections that can be edited on their own (the wizard's steps 1 to 3). */
export type EditableSection = 'about' | 'experience' | 'rates';
const STEP_OF: Record<EditableSection, number> = { about: 1, experience: 2, rates: 3 };

type SectionEditorProps = {
  profile: Profile;
  section: EditableSection;
  submitProfile: (input: ProfileUpdateInput) => Promise<Envelope<Profile>>;
  onDone: () => void;
};

/**
 * One section of a freelancer's profile with its own Save, without walking the wizard again
 * (decision 103): the wizard's section, validation and update call, checked for this section only.
 */
export function SectionEditor({ profile, section, submitProfile, onDone }: SectionEditorProps) {
  const [data, setData] = useState<OnboardData>(() => toOnboardData(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const options = { isBankDetailIncluded: true };

  function change(patch: Partial<OnboardData>) {
    setData((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as FieldPath];
      return next;
    });
  }

  function show(found: FieldErrors) {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError('');
    const found = errorsOfStep(
      'freelancer',
      STEP_OF[section],
      validateOnboardData('freelancer', data, '', options),
    );
    if (Object.keys(found).length > 0) return show(found);
    setIsSaving(true);
    const envelope = await submitProfile(
      toProfileInput('freelancer', data, { referrerEmail: '', ...options }),
    );
    setIsSaving(false);
    if (isSuccess(envelope)) return onDone();
    const fromServer: FieldErrors = {};
    for (const field of envelope.error.fields ?? []) {
      const path = field.path.split('.')[0] as FieldPath;
      if (path in FIELD_LABELS) fromServer[path] = `${FIELD_LABELS[path]} ${field.message}.`;
    }
    if (Object.keys(fromServer).length > 0) return show(fromServer);
    setFormError(envelope.error.en);
  }

  const props = { role: 'freelancer' as const, data, errors, onChange: change };
  return (
    <form
      ref={formRef}
      className="form section-editor"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      {section === 'about' ? <AboutYouSection {...props} /> : null}
      {section === 'experience' ? <ExperienceSection {...props} /> : null}
      {section === 'rates' ? <WorkPreferencesSection {...props} isBankDetailShown /> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="actions">
        <Button type="submit" isPending={isSaving} pendingLabel="Saving…">
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
