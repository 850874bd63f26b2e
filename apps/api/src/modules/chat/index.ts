/** The chat module's public face: code outside the module imports only from here. */
export type { ChatEvent, ChatEvents } from '../../platform/chat-events.js';
export { openApplicantConversation } from './applicant-conversation.js';
export { isBlockedWithAny } from './conversations-service.js';
export { connectHiringEvents, repairWorkingConversations } from './hiring-listeners.js';
export { syncMessages } from './message-reads.js';
export {
  type ChatReader,
  type ChatSender,
  deleteMessage,
  editMessage,
  ensureCanRead,
  markRead,
  sendMessage,
} from './messages-service.js';
export { type ChatNotifier, startChatNotifier } from './notifier.js';
export { presentMessage } from './presenter.js';
export { chatRoutes } from './routes.js';
export { supportRoutes } from './support-routes.js';
export { auditSupportReply } from './support-service.js';
export { WORK_LINE_PREFIX, writeWorkLine } from './work-lines.js';
