import { isSuccess, type TwoFactorSetup } from '@talentport/contract';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { useConfirmTwoFactorSetup } from '../api/confirm-two-factor-setup';
import { useTwoFactor } from '../api/get-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { codeRefusal } from '../refusal';
import { CodeForm } from './code-form';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SetupPanel } from './setup-panel';

type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

/**
 * The settings section (issue 23): set up with a QR code, recovery codes, turn off, new codes.
 * `whenTurnedOn` is shown once it has just been turned on (the settings page offers to sign out
 * every other session there, issue 35).
 */
export function TwoFactorSettings({
  hasPassword,
  whenTurnedOn,
}: {
  hasPassword: boolean;
  whenTurnedOn?: ReactNode;
}) {
  const status = useTwoFactor();
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const regenerate = useRegenerateRecoveryCodes();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isJustOn, setIsJustOn] = useState(false);

  async function startSetup() {
    setNotice(null);
    const envelope = await start.mutateAsync();
    if (isSuccess(envelope)) setMode({ kind: 'setup', setup: envelope.result });
    else setNotice({ tone: 'error', text: envelope.error.en });
  }

  if (status.isPending) return <Spinner size={20} />;
  if (status.isError) return <Alert>{status.error.message}</Alert>;
  const { isEnabled, enabledAt, recoveryCodesLeft } = status.data;

  if (mode.kind === 'codes') {
    return <RecoveryCodesPanel codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />;
  }
  if (mode.kind === 'setup') {
    return (
      <>
        <SetupPanel
          setup={mode.setup}
          isPending={confirm.isPending}
          confirm={async (code) => {
            const envelope = await confirm.mutateAsync({ code });
            if (!isSuccess(envelope)) return codeRefusal(envelope);
            setMode({ kind: 'codes', codes: envelope.result.recoveryCodes });
            setNotice({ tone: 'success', text: 'Two-factor sign-in is on.' });
            setIsJustOn(true);
            return null;
          }}
        />
        <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
          Cancel
        </Button>
      </>
    );
  }

  return (
    <div className="settings-item">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {isJustOn && isEnabled ? whenTurnedOn : null}
      <p className="settings-item__value" data-testid="two-factor-status">
        {isEnabled
          ? `On since ${enabledAt ? formatWhen(enabledAt) : 'now'}. Recovery codes left: ${recoveryCodesLeft}.`
          : 'Off. Signing in asks for your password only: add a code from an authenticator app to keep others out.'}
      </p>
      {!isEnabled ? (
        <div>
          <Button onClick={() => void startSetup()} isPending={start.isPending} pendingLabel="Preparing…">
            Set up two-factor sign-in
          </Button>
        </div>
      ) : mode.kind === 'disable' ? (
        <DisableTwoFactorForm
          hasPassword={hasPassword}
          onDone={() => {
            setMode({ kind: 'idle' });
            setNotice({ tone: 'success', text: 'Two-factor sign-in is off.' });
          }}
          onCancel={() => setMode({ kind: 'idle' })}
        />
      ) : mode.kind === 'regenerate' ? (
        <>
          <p className="settings-item__label">New recovery codes</p>
          <CodeForm
            allowsRecoveryCode
            isPending={regenerate.isPending}
            submitLabel="Make new codes"
            pendingLabel="Making codes…"
            submit={async (code) => {
              const envelope = await regenerate.mutateAsync({ code });
              if (!isSuccess(envelope)) return codeRefusal(envelope);
              setMode({ kind: 'codes', codes: envelope.result.recoveryCodes });
              return null;
            }}
          />
          <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
            Cancel
          </Button>
        </>
      ) : (
        <div className="two-factor-actions">
          <Button variant="secondary" onClick={() => setMode({ kind: 'regenerate' })}>
            New recovery codes
          </Button>
          <Button variant="secondary" onClick={() => setMode({ kind: 'disable' })}>
            Turn off
          </Button>
        </div>
      )}
    </div>
  );
}
