import '../account.css';
import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDevices, useSignOutOtherDevices } from '../api/devices';

/**
 * Offered right after two-factor sign-in is turned on (issue 35): sessions opened before it did
 * not pass a code, so the person may end them all at once. Nothing shows when this is the only one.
 */
export function SignOutOthersOffer() {
  const devices = useDevices();
  const signOutOthers = useSignOutOtherDevices();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (outcome) return <Alert tone={outcome.tone}>{outcome.text}</Alert>;
  const others = devices.data ? devices.data.total - 1 : 0;
  if (others <= 0) return null;

  async function signOut() {
    const envelope = await signOutOthers.mutateAsync(undefined);
    if (!isSuccess(envelope)) return setOutcome({ tone: 'error', text: envelope.error.en });
    const count = envelope.result.signedOut;
    setOutcome({
      tone: 'success',
      text: count === 1 ? 'One other session is signed out.' : `${count} other sessions are signed out.`,
    });
  }

  return (
    <section className="sign-out-others-offer" aria-label="Other sessions">
      <p>
        {others === 1 ? 'One other session was' : `${others} other sessions were`} signed in before two-factor
        sign-in was on, without a code. Sign them out so that every session has passed it?
      </p>
      <div className="actions">
        <Button
          isPending={signOutOthers.isPending}
          pendingLabel="Signing out…"
          onClick={() => void signOut()}
        >
          Sign out every other session
        </Button>
      </div>
    </section>
  );
}
