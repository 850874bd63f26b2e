import { FILE_SIZE_LIMITS, type FileRefType, type UserRole } from '@talentport/contract';
import { FileUploadField, type UploadOutcome } from '../../../components/ui/file-upload-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { OnboardData } from '../onboard-data';
import type { OnboardState } from '../onboard-reducer';
import { FIELD_LABELS, type FieldErrors } from '../onboard-steps';
import { Review } from './review';

const ACCEPT = { avatar: 'image/jpeg,image/png,image/webp', resume: '.pdf,.docx,application/pdf' };

type FinalStepProps = {
  role: UserRole;
  isEdit: boolean;
  state: OnboardState;
  errors: FieldErrors;
  upload: (
    refType: FileRefType,
    file: File,
    onProgress: (fraction: number) => void,
  ) => Promise<UploadOutcome>;
  onChange: (patch: Partial<OnboardData>) => void;
  onReferrerEmail: (referrerEmail: string) => void;
  onEdit: (step: number) => void;
};

/** The last step: picture (and resume, portfolio), who invited them, and a review of the rest. */
export function FinalStep({
  role,
  isEdit,
  state,
  errors,
  upload,
  onChange,
  onReferrerEmail,
  onEdit,
}: FinalStepProps) {
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
            onChange={(event) => onChange({ portfolio: event.target.value })}
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
          onChange={(event) => onReferrerEmail(event.target.value)}
        />
      )}
      <Review role={role} data={state.data} onEdit={onEdit} />
    </>
  );
}
