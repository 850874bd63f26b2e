import {
  DEFAULT_EXPERIENCE_LEVEL,
  DEFAULT_PHONE_CODE,
  type Envelope,
  EXPERIENCE_LEVELS,
  isSuccess,
  OCCUPATIONS,
  type Profile,
  type ProfileUpdateInput,
  profileUpdateInputSchema,
  type UserRole,
} from '@talentport/contract';
import { type FormEvent, useReducer, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, focusFirstInvalidField, toFieldErrors } from '../../../lib/form-errors';
import { initialOnboardState, onboardReducer } from '../onboard-reducer';

export type OnboardingValues = {
  fullname: string;
  phoneCode: string;
  phone: string;
  occupation: string;
  experienceLevel: string;
  companyName: string;
  companyIndustry: string;
  companyLocation: string;
  referrerEmail: string;
};
type OnboardingField = keyof OnboardingValues;

const LABELS: Record<OnboardingField, string> = {
  fullname: 'Full name',
  phoneCode: 'Country code',
  phone: 'Phone number',
  occupation: 'Occupation',
  experienceLevel: 'Experience level',
  companyName: 'Company name',
  companyIndustry: 'Industry',
  companyLocation: 'Location',
  referrerEmail: 'Referrer email',
};

const REQUIRED_FIELDS: Record<UserRole, readonly OnboardingField[]> = {
  freelancer: ['fullname', 'phoneCode', 'phone', 'occupation', 'experienceLevel'],
  employer: ['fullname', 'phoneCode', 'phone', 'companyName', 'companyIndustry', 'companyLocation'],
  agency: ['fullname', 'phoneCode', 'phone', 'companyName', 'companyIndustry', 'companyLocation'],
};

export function toOnboardingValues(profile: Profile | undefined): OnboardingValues {
  return {
    fullname: profile?.fullname ?? '',
    phoneCode: profile?.phoneCode || DEFAULT_PHONE_CODE,
    phone: profile?.phone ?? '',
    occupation: profile?.occupation ?? '',
    experienceLevel: profile?.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
    companyName: profile?.companyName ?? '',
    companyIndustry: profile?.companyIndustry ?? '',
    companyLocation: profile?.companyLocation ?? '',
    referrerEmail: '',
  };
}

/** The fields this role submits, with empty optional ones left out. */
function toSubmission(role: UserRole, values: OnboardingValues): Partial<OnboardingValues> {
  const submission: Partial<OnboardingValues> = { ...pick(values, REQUIRED_FIELDS[role]) };
  if (values.referrerEmail.trim()) submission.referrerEmail = values.referrerEmail;
  return submission;
}

function pick(values: OnboardingValues, fields: readonly OnboardingField[]): Partial<OnboardingValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

type OnboardingProfileFormProps = {
  role: UserRole;
  initialValues: OnboardingValues;
  submitLabel: string;
  submitProfile: (input: ProfileUpdateInput) => Promise<Envelope<Profile>>;
  onOnboarded: () => void;
};

export function OnboardingProfileForm({
  role,
  initialValues,
  submitLabel,
  submitProfile,
  onOnboarded,
}: OnboardingProfileFormProps) {
  const [state, dispatch] = useReducer(onboardReducer, initialOnboardState);
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<OnboardingField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const isFreelancer = role === 'freelancer';

  function updateField(field: OnboardingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'referrerEmail') dispatch({ type: 'referrer-email-edited' });
  }

  function validate(): ProfileUpdateInput | null {
    const errors: FieldErrors<OnboardingField> = {};
    for (const field of REQUIRED_FIELDS[role]) {
      if (!values[field].trim()) errors[field] = `${LABELS[field]} is required.`;
    }
    const parsed = profileUpdateInputSchema.safeParse(toSubmission(role, values));
    const formatErrors = parsed.success ? {} : toFieldErrors(parsed.error, LABELS);
    const merged = { ...formatErrors, ...errors };
    setFieldErrors(merged);
    if (!parsed.success || Object.keys(merged).length > 0) {
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return null;
    }
    return parsed.data;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    dispatch({ type: 'submit-started', referrerEmail: input.referrerEmail ?? '' });
    const envelope = await submitProfile(input);
    if (!isSuccess(envelope)) {
      dispatch({ type: 'submit-failed', envelope });
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    dispatch({ type: 'submit-succeeded' });
    onOnboarded();
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
      {state.errorMessage ? <Alert>{state.errorMessage}</Alert> : null}
      <TextField
        label={LABELS.fullname}
        name="fullname"
        autoComplete="name"
        required
        value={values.fullname}
        error={fieldErrors.fullname}
        onChange={(event) => updateField('fullname', event.target.value)}
      />
      <div className="field-row">
        <TextField
          className="field--code"
          label={LABELS.phoneCode}
          name="phoneCode"
          inputMode="tel"
          autoComplete="tel-country-code"
          required
          value={values.phoneCode}
          error={fieldErrors.phoneCode}
          onChange={(event) => updateField('phoneCode', event.target.value)}
        />
        <TextField
          className="field--grow"
          label={LABELS.phone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={values.phone}
          error={fieldErrors.phone}
          onChange={(event) => updateField('phone', event.target.value)}
        />
      </div>
      {isFreelancer ? (
        <>
          <SelectField
            label={LABELS.occupation}
            name="occupation"
            required
            options={OCCUPATIONS}
            placeholder="Choose your occupation"
            value={values.occupation}
            error={fieldErrors.occupation}
            onChange={(event) => updateField('occupation', event.target.value)}
          />
          <SelectField
            label={LABELS.experienceLevel}
            name="experienceLevel"
            required
            options={EXPERIENCE_LEVELS}
            value={values.experienceLevel}
            error={fieldErrors.experienceLevel}
            onChange={(event) => updateField('experienceLevel', event.target.value)}
          />
        </>
      ) : (
        <>
          <TextField
            label={LABELS.companyName}
            name="companyName"
            autoComplete="organization"
            required
            value={values.companyName}
            error={fieldErrors.companyName}
            onChange={(event) => updateField('companyName', event.target.value)}
          />
          <TextField
            label={LABELS.companyIndustry}
            name="companyIndustry"
            required
            value={values.companyIndustry}
            error={fieldErrors.companyIndustry}
            onChange={(event) => updateField('companyIndustry', event.target.value)}
          />
          <TextField
            label={LABELS.companyLocation}
            name="companyLocation"
            autoComplete="country-name"
            required
            value={values.companyLocation}
            error={fieldErrors.companyLocation}
            onChange={(event) => updateField('companyLocation', event.target.value)}
          />
        </>
      )}
      <TextField
        label={LABELS.referrerEmail}
        name="referrerEmail"
        type="email"
        inputMode="email"
        isOptional
        hint="The email of the Talentport member who invited you, if any."
        value={values.referrerEmail}
        error={state.errorReferrerEmail || fieldErrors.referrerEmail}
        onChange={(event) => updateField('referrerEmail', event.target.value)}
      />
      <Button type="submit" isPending={state.isSubmitting} pendingLabel="Saving…">
        {submitLabel}
      </Button>
    </form>
  );
}
