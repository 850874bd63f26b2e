import { paths } from '@talentport/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { Inbox } from '../../features/chat/components/inbox';

/** The inbox under each role's prefix: /freelancer/messages, /employer/messages, /agency/messages. */
export function MessagesRoute() {
  const { state } = useAuth();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const select = useCallback(
    (conversationId: string | null) => {
      setParams(conversationId ? { conversation: conversationId } : {}, { replace: false });
    },
    [setParams],
  );
  const opportunityHref = useCallback(
    (opportunityId: string) =>
      state.userRole === 'freelancer' ? paths.freelancer.opportunity.getHref({ opportunityId }) : null,
    [state.userRole],
  );
  return (
    <div className="page page--wide chat-page">
      <title>Messages · Talentport</title>
      <h1 className="chat-page__title">Messages</h1>
      <Inbox selectedId={selectedId} onSelect={select} opportunityHref={opportunityHref} />
    </div>
  );
}
