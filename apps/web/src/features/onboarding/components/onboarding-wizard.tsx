import '../onboarding.css';
import {
  type Envelope,
  FILE_SIZE_LIMITS,
  type FileRefType,
  isSuccess,
  type Profile,
  type ProfileUpdateInput,
  type UploadedFile,
  type UserRole,
} from '@talentport/contract';
import { type FormEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FileUploadField, type UploadOutcome } from '../../../components/ui/file-upload-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { focusFirstInvalidField } from '../../../lib/form-errors';
import { clearReferralCode, readReferralCode } from '../../../lib/storage';
import { deleteOnboardingDraft, useOnboardingDraft } from '../api/onboarding-draft';
import { useDraftSync } from '../hooks/use-draft-sync';
import { useStepHistory } from '../hooks/use-step-history';
import { type OnboardData, toOnboardData, toProfileInput } from '../onboard-data';
import { clearOnboardDraft, newerDraft, readOnboardDraft } from '../onboard-draft';
import { onboardReducer, restoreOnboardState } from '../onboard-reducer';
import {
  errorsOfStep,
  FIELD_LABELS,
  type FieldErrors,
  type FieldPath,
  firstStepWithErrors,
  ONBOARDING_STEPS,
  validateOnboardData,
} from '../onboard-steps';
import { Review } from './review';
import { AboutBusinessSection } from './sections/about-business-section';
import { AboutYouSection } from './sections/about-you-section';
import { CompanySection } from './sections/company-section';
import { ContactPersonSection } from './sections/contact-person-section';
import { ExperienceSection } from './sections/experience-section';
import type { SectionProps } from './sections/section-props';
import { WorkPreferencesSection } from './sections/work-preferences-section';
import { StepIndicator } from './step-indicator';

const ACCEPT = { avatar: 'image/jpeg,image/png,image/webp', resume: '.pdf,.docx,application/pdf' };

export type UploadRequest = {
  file: File;
  refCode: string;
  refType: FileRefType;
  onProgress: (fraction: number) => void;
};

type OnboardingWizardProps = {
  role: UserRole;
  profile: Profile;
  /** `onboard`: the first time, with a draft kept across reloads; `edit`: every step open, saves. */
  mode: 'onboard' | 'edit';
  submitProfile: (input: ProfileUpdateInput) => Promise<Envelope<unknown>>;
  uploadFile: (request: UploadRequest) => Promise<Envelope<UploadedFile>>;
  onFinished: () => void;
  /** Shown next to the buttons, e.g. "Your changes are saved." after an edit. */
  notice?: ReactNode;
};

type ServerDraft = { draft: unknown; updatedAt: string | null } | undefined;

function initialState(
  role: UserRole,
  profile: Profile,
  mode: OnboardingWizardProps['mode'],
  server: ServerDraft,
) {
  const avatar = role === 'freelancer' ? profile.avatar[0] : profile.company?.avatar[0];
  const draft = mode === 'onboard' ? newerDraft(readOnboardDraft(profile.code), server) : null;
  return restoreOnboardState(draft, {
    data: toOnboardData(profile),
    files: { avatar: avatar ?? null, resume: profile.resume[0] ?? null },
    processedStep: mode === 'edit' ? 4 : 1,
  });
}

/**
 * The wizard. While onboarding it starts from the newest draft, this tab's or the server's (saved
 * at every step, so it continues in another tab or on another device: decision 063).
 */
export function OnboardingWizard(props: OnboardingWizardProps) {
  const server = useOnboardingDraft(props.mode === 'onboard');
  if (props.mode === 'onboard' && server.isPending) {
    return (
      <div className="inline-loading" role="status" aria-label="Loading your draft">
        <Spinner />
      </div>
    );
  }
  return <WizardForm {...props} server={server.data} />;
}

function WizardForm({
  role,
  profile,
  mode,
  submitProfile,
  uploadFile,
  onFinished,
  notice,
  server,
}: OnboardingWizardProps & { server: ServerDraft }) {
  const [state, dispatch] = useReducer(onboardReducer, undefined, () =>
    initialState(role, profile, mode, server),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isEdit = mode === 'edit';
  const steps = ONBOARDING_STEPS[role];
  const isLastStep = state.currentStep === state.totalStep;
  const validationOptions = { isBankDetailIncluded: isEdit };

  useDraftSync(state, profile.code, isEdit);
  useStepHistory(state.currentStep, state.processedStep, (step) => {
    setErrors({});
    dispatch({ type: 'step-selected', step });
  });

  const previousStep = useRef(state.currentStep);
  useEffect(() => {
    if (previousStep.current === state.currentStep) return;
    previousStep.current = state.currentStep;
    headingRef.current?.focus();
  }, [state.currentStep]);

  function change(patch: Partial<OnboardData>) {
    dispatch({ type: 'data-changed', data: patch });
    const touched = Object.keys(patch).flatMap((key) =>
      key === 'company' ? Object.keys(FIELD_LABELS).filter((path) => path.startsWith('company.')) : [key],
    ) as FieldPath[];
    setErrors((current) => {
      const next = { ...current };
      for (const path of touched) delete next[path];
      return next;
    });
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
  }

  function goToStep(step: number) {
    setErrors({});
    dispatch({ type: 'step-selected', step });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const all = validateOnboardData(role, state.data, state.referrerEmail, validationOptions);
    if (!isLastStep) {
      const ofStep = errorsOfStep(role, state.currentStep, all);
      if (Object.keys(ofStep).length > 0) return showErrors(ofStep);
      setErrors({});
      dispatch({ type: 'step-completed' });
      return;
    }
    const firstBad = firstStepWithErrors(role, all);
    if (firstBad !== null) {
      if (firstBad !== state.currentStep) dispatch({ type: 'step-selected', step: firstBad });
      return showErrors(errorsOfStep(role, firstBad, all));
    }
    const referralCode = isEdit || state.referrerEmail.trim() ? null : readReferralCode();
    const input = {
      ...toProfileInput(role, state.data, {
        referrerEmail: isEdit ? '' : state.referrerEmail,
        isBankDetailIncluded: isEdit,
      }),
      // A referral link's code counts when no referrer email was typed (decision 041).
      ...(referralCode ? { referrerCode: referralCode } : {}),
    };
    dispatch({ type: 'submit-started', referrerEmail: state.referrerEmail });
    const envelope = await submitProfile(input);
    if (!isSuccess(envelope)) {
      dispatch({ type: 'submit-failed', envelope });
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    dispatch({ type: 'submit-succeeded' });
    if (!isEdit) {
      clearOnboardDraft();
      clearReferralCode();
      void deleteOnboardingDraft();
    }
    onFinished();
  }

  async function upload(
    refType: FileRefType,
    file: File,
    onProgress: (fraction: number) => void,
  ): Promise<UploadOutcome> {
    const refCode =
      refType === 'avatar' && role !== 'freelancer' ? (profile.company?.code ?? '') : profile.code;
    const envelope = await uploadFile({ file, refCode, refType, onProgress });
    if (!isSuccess(envelope)) return { isUploaded: false, message: envelope.error.en };
    dispatch({ type: 'upload-succeeded', refType, file: envelope.result });
    return { isUploaded: true };
  }

  const sectionProps: SectionProps = { role, data: state.data, errors, onChange: change };
  const step = steps[state.currentStep - 1];

  return (
    <div className="wizard">
      <StepIndicator
        steps={steps.map((s) => s.title)}
        currentStep={state.currentStep}
        processedStep={state.processedStep}
        onSelect={goToStep}
      />
      <form ref={formRef} className="form wizard__form" noValidate onSubmit={handleSubmit}>
        <h2 className="wizard__title" ref={headingRef} tabIndex={-1}>
          <span className="wizard__count">
            Step {state.currentStep} of {state.totalStep}
          </span>
          {step?.title}
        </h2>
        {state.errorMessage ? <Alert>{state.errorMessage}</Alert> : null}
        {renderStep()}
        {notice}
        <div className="wizard__nav">
          {state.currentStep > 1 ? (
            <Button variant="secondary" onClick={() => goToStep(state.currentStep - 1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" isPending={state.isSubmitting} pendingLabel="Saving…">
            {isLastStep ? (isEdit ? 'Save changes' : 'Submit and finish') : 'Next'}
          </Button>
        </div>
      </form>
    </div>
  );

  function renderStep() {
    const index = state.currentStep;
    if (role === 'freelancer') {
      if (index === 1) return <AboutYouSection {...sectionProps} />;
      if (index === 2) return <ExperienceSection {...sectionProps} />;
      if (index === 3) return <WorkPreferencesSection {...sectionProps} isBankDetailShown={isEdit} />;
    } else {
      if (index === 1) return <CompanySection {...sectionProps} />;
      if (index === 2) return <AboutBusinessSection {...sectionProps} />;
      if (index === 3) return <ContactPersonSection {...sectionProps} />;
    }
    return (
      <>
        <FileUploadField
          label={role === 'freelancer' ? 'Profile picture' : 'Logo'}
          hint="JPEG, PNG or WebP, up to 5 MB. We crop it to a square."
          accept={ACCEPT.avatar}
          maxBytes={FILE_SIZE_LIMITS.avatar}
          current={state.files.avatar}
          isImage
          upload={(file, onProgress) => upload('avatar', file, onProgress)}
        />
        {role === 'freelancer' ? (
          <>
            <FileUploadField
              label="Resume"
              hint="PDF or Word (.docx), up to 10 MB. Employers and agencies can download it."
              accept={ACCEPT.resume}
              maxBytes={FILE_SIZE_LIMITS.resume}
              current={state.files.resume}
              upload={(file, onProgress) => upload('resume', file, onProgress)}
            />
            <TextareaField
              label={FIELD_LABELS.portfolio}
              name="portfolio"
              isOptional
              rows={3}
              hint="Links to your work, one per line."
              value={state.data.portfolio}
              error={errors.portfolio}
              onChange={(event) => change({ portfolio: event.target.value })}
            />
          </>
        ) : null}
        {isEdit ? null : (
          <TextField
            label={FIELD_LABELS.referrerEmail}
            name="referrerEmail"
            type="email"
            inputMode="email"
            isOptional
            hint="The email of the Talentport member who invited you, if any."
            value={state.referrerEmail}
            error={state.errorReferrerEmail || errors.referrerEmail}
            onChange={(event) => {
              dispatch({ type: 'referrer-email-edited', referrerEmail: event.target.value });
              setErrors((current) => ({ ...current, referrerEmail: undefined }));
            }}
          />
        )}
        <Review role={role} data={state.data} onEdit={goToStep} />
      </>
    );
  }
}
