import { type ChatConversation, paths } from '@talentport/contract';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useConversations } from '../../features/chat/api/get-conversations';
import { Inbox } from '../../features/chat/components/inbox';
import { workPaths } from '../work-paths';

/** The inbox under each role's prefix: /freelancer/messages, /employer/messages, /agency/messages. */
export function MessagesRoute() {
  const { state } = useAuth();
  const role = state.userRole;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const engagementId = params.get('engagement');
  const select = useCallback(
    (conversationId: string | null) => {
      setParams(conversationId ? { conversation: conversationId } : {}, { replace: false });
    },
    [setParams],
  );
  // `?engagement=<id>` (from the Work page): open that engagement's working conversation.
  const working = useConversations('workingConv', { isEnabled: Boolean(engagementId) });
  const workingId = working.data?.items.find((item) => item.engagementId === engagementId)?._id;
  useEffect(() => {
    if (engagementId && workingId) setParams({ conversation: workingId }, { replace: true });
  }, [engagementId, workingId, setParams]);

  const opportunityHref = useCallback(
    (opportunityId: string) =>
      role === 'freelancer' ? paths.freelancer.opportunity.getHref({ opportunityId }) : null,
    [role],
  );
  const threadActions = useCallback(
    (conversation: ChatConversation) => {
      if (!role) return null;
      if (conversation.engagementId) {
        return (
          <Link
            className="button button--secondary button--compact"
            to={workPaths.engagement(role, conversation.engagementId)}
          >
            Work page
          </Link>
        );
      }
      const freelancer = conversation.participants.find((person) => person.userRole === 'freelancer');
      if (role === 'freelancer' || !freelancer || conversation.type === 'supportConv') return null;
      return (
        <Link
          className="button button--primary button--compact"
          to={workPaths.newOffer(role, {
            talent: freelancer.code,
            opportunity: conversation.opportunityId ?? undefined,
          })}
        >
          Make an offer
        </Link>
      );
    },
    [role],
  );
  return (
    <div className="page page--wide chat-page">
      <title>Messages · Talentport</title>
      <h1 className="chat-page__title">Messages</h1>
      {engagementId && working.isSuccess && !workingId ? (
        <p className="muted">
          The working conversation of that engagement is not among your latest conversations.
        </p>
      ) : null}
      <Inbox
        selectedId={selectedId}
        onSelect={select}
        opportunityHref={opportunityHref}
        threadActions={threadActions}
      />
    </div>
  );
}
