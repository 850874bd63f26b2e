import { isSuccess } from '@talentport/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useOpenDirectConversation } from '../api/open-direct-conversation';

type MessageButtonProps = {
  /** The other person's public code. */
  userCode: string;
  name: string;
  /** The viewer's inbox, e.g. /employer/messages; the conversation opens there. */
  inboxPath: string;
  className?: string;
  /** Opens the conversation at once (a guest who pressed "Contact" and came back signed in). */
  startsOpen?: boolean;
};

/**
 * "Message": opens the direct conversation with someone (the API returns the existing one when
 * there is one) and shows it in the viewer's inbox. A refusal (blocked, unverified) is said inline.
 */
export function MessageButton({
  userCode,
  name,
  inboxPath,
  className,
  startsOpen = false,
}: MessageButtonProps) {
  const openDirect = useOpenDirectConversation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');

  async function open() {
    setFailure('');
    try {
      const envelope = await openDirect.mutateAsync({ userCode });
      if (!isSuccess(envelope)) {
        setFailure(envelope.error.en);
        return;
      }
      void navigate(`${inboxPath}?conversation=${encodeURIComponent(envelope.result._id)}`);
    } catch {
      setFailure('The conversation could not be opened. Check your connection and try again.');
    }
  }

  const hasStarted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the page asks for it.
  useEffect(() => {
    if (!startsOpen || hasStarted.current) return;
    hasStarted.current = true;
    void open();
  }, [startsOpen]);

  return (
    <>
      <Button
        variant="primary"
        className={['button--compact', className].filter(Boolean).join(' ')}
        isPending={openDirect.isPending}
        pendingLabel="Opening…"
        aria-label={`Message ${name}`}
        onClick={() => void open()}
      >
        Message
      </Button>
      {failure ? (
        <p className="card-action__note" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
