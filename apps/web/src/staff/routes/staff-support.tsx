import '../../features/chat/chat.css';
import '../../features/chat/chat-thread.css';
import { SupportInbox } from '../../features/support-inbox/components/support-inbox';

/** Support chat, staff side: every user's support conversation, answered here. */
export function StaffSupportRoute() {
  return (
    <div className="page page--wide">
      <title>Support inbox · Talentport staff</title>
      <h1 className="chat-page__title">Support inbox</h1>
      <SupportInbox />
    </div>
  );
}
