import '../notifications.css';
import {
  APPLICANT_MAIL_CADENCE_LABELS,
  APPLICANT_MAIL_CADENCES,
  type ApplicantMailCadence,
  isSuccess,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  type MailKind,
} from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

/**
 * Which emails the person gets, one switch per kind (issue 19 item 5). Each change is saved at
 * once. Account and security emails have no switch: they are listed so nobody looks for one.
 */
export function MailPreferences({ isCompanyMember = false }: { isCompanyMember?: boolean }) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleChange(kind: MailKind, isOn: boolean) {
    setMessage(null);
    const envelope = await update.mutateAsync({ mail: { [kind]: isOn } });
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `${MAIL_KIND_LABELS[kind].label}: ${isOn ? 'emails on' : 'emails off'}.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  async function handleCadence(cadence: ApplicantMailCadence) {
    setMessage(null);
    const envelope = await update.mutateAsync({ mail: {}, applicantMailCadence: cadence });
    setMessage(
      isSuccess(envelope)
        ? {
            tone: 'success',
            text: `New applicants: ${APPLICANT_MAIL_CADENCE_LABELS[cadence].toLowerCase()}.`,
          }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  // New-applicant mail is for members of a company that posts listings (decision 127).
  const kinds = MAIL_KINDS.filter((kind) => kind !== 'applicants' || isCompanyMember);
  if (preferences.isPending) return <Spinner size={20} />;
  if (preferences.isError) return <Alert>{preferences.error.message}</Alert>;
  return (
    <div className="settings-item">
      <p className="settings-item__value">Choose which emails you get. Changes are saved at once.</p>
      <fieldset className="mail-preferences" disabled={update.isPending}>
        <legend className="visually-hidden">Emails you get</legend>
        {kinds.map((kind) => (
          <label key={kind} className="checkbox mail-preferences__item">
            <input
              type="checkbox"
              checked={preferences.data.mail[kind]}
              onChange={(event) => void handleChange(kind, event.target.checked)}
            />
            <span>
              <span className="settings-item__label">{MAIL_KIND_LABELS[kind].label}</span>
              <span className="settings-item__value mail-preferences__hint">
                {MAIL_KIND_LABELS[kind].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {isCompanyMember && preferences.data.mail.applicants ? (
        <fieldset className="mail-preferences mail-preferences__cadence" disabled={update.isPending}>
          <legend className="settings-item__label">How new-applicant emails come</legend>
          {APPLICANT_MAIL_CADENCES.map((cadence) => (
            <label key={cadence} className="checkbox mail-preferences__item">
              <input
                type="radio"
                name="applicantMailCadence"
                value={cadence}
                checked={preferences.data.applicantMailCadence === cadence}
                onChange={() => void handleCadence(cadence)}
              />
              <span>{APPLICANT_MAIL_CADENCE_LABELS[cadence]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="settings-item__value">
        Emails about your account’s security, verifying your email and resetting your password are always
        sent.
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
