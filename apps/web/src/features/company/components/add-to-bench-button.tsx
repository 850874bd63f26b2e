import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useBench } from '../api/get-bench';
import { useInviteToBench } from '../api/invite-to-bench';

/**
 * "Add to bench" on a freelancer's profile, for an agency's owner and admins (decision 131): it
 * asks the freelancer, who decides. Shows where they stand once asked; nothing for members.
 */
export function AddToBenchButton({ code, name }: { code: string; name: string }) {
  const bench = useBench();
  const invite = useInviteToBench();
  const [note, setNote] = useState('');
  if (!bench.data?.mayManage) return null;
  const existing = bench.data.items.find((person) => person.code === code);
  if (existing) {
    return (
      <span className="role-badge">
        {existing.status === 'active' ? 'On your bench' : 'Asked to join your bench'}
      </span>
    );
  }
  async function handleClick() {
    setNote('');
    try {
      const envelope = await invite.mutateAsync({ talentCode: code });
      if (!isSuccess(envelope)) setNote(envelope.error.en);
    } catch {
      setNote('The invitation could not be sent. Check your connection and try again.');
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        className="button--compact"
        isPending={invite.isPending}
        pendingLabel="Sending…"
        aria-label={`Add ${name} to your bench`}
        onClick={() => void handleClick()}
      >
        Add to bench
      </Button>
      {note ? (
        <p className="card-action__note" role="alert">
          {note}
        </p>
      ) : null}
    </>
  );
}
