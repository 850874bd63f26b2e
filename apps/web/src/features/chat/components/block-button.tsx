import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';

/** Block or unblock the other person of a direct conversation. */
export function BlockButton({ code, isBlocked }: { code: string; isBlocked: boolean }) {
  const block = useBlockUser();
  const unblock = useUnblockUser();
  // isBlocked may come from the other side; only an unblock of our own block succeeds.
  return isBlocked ? (
    <button
      type="button"
      className="button button--ghost button--compact"
      onClick={() => unblock.mutate(code)}
    >
      Unblock
    </button>
  ) : (
    <button
      type="button"
      className="button button--ghost button--compact"
      onClick={() => {
        if (window.confirm('Block this person? Neither of you will be able to send direct messages.'))
          block.mutate(code);
      }}
    >
      Block
    </button>
  );
}
