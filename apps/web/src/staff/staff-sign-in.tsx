import { isSuccess, type StaffLoginStep, type TwoFactorSetup } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { StaffLoginForm } from '../features/staff/components/staff-login-form';
import {
  staffConfirmTwoFactorSetup,
  staffLoginTwoFactor,
  staffStartTwoFactorSetup,
} from '../features/two-factor/api/staff-two-factor';
import { CodeForm } from '../features/two-factor/components/code-form';
import { RecoveryCodesPanel } from '../features/two-factor/components/recovery-codes-panel';
import { SetupPanel } from '../features/two-factor/components/setup-panel';
import { codeRefusal } from '../features/two-factor/refusal';

type Stage =
  | { kind: 'password' }
  | { kind: 'code'; pendingToken: string }
  | { kind: 'setup'; pendingToken: string; setup: TwoFactorSetup | null; error: string | null }
  | { kind: 'codes'; token: string; codes: string[] };

/**
 * Staff sign-in (decision 104): password, then a code; on a first sign-in, two-factor set-up
 * comes first (scan, confirm, save the recovery codes) and only then the console opens.
 */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [isPending, setIsPending] = useState(false);

  async function beginSetup(pendingToken: string) {
    setStage({ kind: 'setup', pendingToken, setup: null, error: null });
    const envelope = await staffStartTwoFactorSetup(pendingToken);
    setStage(
      isSuccess(envelope)
        ? { kind: 'setup', pendingToken, setup: envelope.result, error: null }
        : { kind: 'setup', pendingToken, setup: null, error: envelope.error.en },
    );
  }

  function next(step: StaffLoginStep) {
    if (step.step === 'setup') void beginSetup(step.pendingToken);
    else setStage({ kind: 'code', pendingToken: step.pendingToken });
  }

  async function pending<T>(work: () => Promise<T>): Promise<T> {
    setIsPending(true);
    try {
      return await work();
    } finally {
      setIsPending(false);
    }
  }

  const startAgain = (
    <Button variant="ghost" onClick={() => setStage({ kind: 'password' })}>
      Back to log in
    </Button>
  );

  if (stage.kind === 'password') return <StaffLoginForm onSecondStep={next} />;
  if (stage.kind === 'codes') {
    return <RecoveryCodesPanel codes={stage.codes} onDone={() => onSignedIn(stage.token)} />;
  }
  if (stage.kind === 'code') {
    const { pendingToken } = stage;
    return (
      <>
        <h2>Enter your code</h2>
        <CodeForm
          allowsRecoveryCode
          isPending={isPending}
          submitLabel="Log in"
          pendingLabel="Checking…"
          submit={async (code) => {
            const envelope = await pending(() => staffLoginTwoFactor({ pendingToken, code }));
            if (!isSuccess(envelope)) return codeRefusal(envelope);
            onSignedIn(envelope.result.token);
            return null;
          }}
        />
        {startAgain}
      </>
    );
  }
  const { pendingToken, setup, error } = stage;
  return (
    <>
      <h2>Set up two-factor sign-in</h2>
      <p>Every staff account signs in with a code from an authenticator app as well as the password.</p>
      {error ? <Alert>{error}</Alert> : null}
      {setup ? (
        <SetupPanel
          setup={setup}
          isPending={isPending}
          confirm={async (code) => {
            const envelope = await pending(() => staffConfirmTwoFactorSetup({ pendingToken, code }));
            if (!isSuccess(envelope)) return codeRefusal(envelope);
            setStage({ kind: 'codes', token: envelope.result.token, codes: envelope.result.recoveryCodes });
            return null;
          }}
        />
      ) : null}
      {startAgain}
    </>
  );
}
