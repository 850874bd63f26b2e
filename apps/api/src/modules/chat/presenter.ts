import {
  type ChatAttachment,
  type ChatConversation,
  type ChatMessage,
  type ChatParticipant,
  FORMER_MEMBER_NAME,
} from '@talentport/contract';
import type { ChatAttachmentRef, ConversationRow, StoredFileRef } from '../../db/schema.js';
import type { ChatMessageRecord } from '../../platform/chat-events.js';

export const SUPPORT_TEAM_NAME = 'Talentport support';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

function presentAttachment(ref: ChatAttachmentRef): ChatAttachment {
  return { ...ref, isImage: IMAGE_TYPES.has(ref.mimeType) };
}

/** A message as participants see it; a deleted one keeps its place but loses its content. */
export function presentMessage({ row, senderName }: ChatMessageRecord): ChatMessage {
  const isDeleted = row.deletedAt !== null;
  return {
    _id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    clientId: row.clientId,
    senderKind: row.senderStaffId ? 'staff' : 'user',
    senderId: row.senderUserId,
    senderName,
    body: isDeleted ? '' : row.body,
    attachments: isDeleted ? [] : row.attachments.map(presentAttachment),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isDeleted,
  };
}

export type ParticipantRecord = {
  userId: string;
  code: string;
  fullname: string;
  userRole: string | null;
  avatar: StoredFileRef[];
  lastReadSeq: number;
  /** Set for an erased account (decision 111): shown as "A former member", no photo, no profile code. */
  erasedAt?: Date | null;
};

export function presentParticipant(record: ParticipantRecord): ChatParticipant {
  const isErased = Boolean(record.erasedAt);
  return {
    _id: record.userId,
    code: isErased ? '' : record.code,
    fullname: isErased ? FORMER_MEMBER_NAME : record.fullname,
    userRole: record.userRole,
    avatar: isErased ? [] : record.avatar,
    lastReadSeq: record.lastReadSeq,
  };
}

export function presentConversation(input: {
  row: ConversationRow;
  participants: ParticipantRecord[];
  lastMessage: ChatMessageRecord | null;
  unread: number;
  isBlocked: boolean;
  /** The support staff member handling it, when one does. */
  handledBy?: { _id: string; fullname: string } | null;
}): ChatConversation {
  const { row } = input;
  return {
    _id: row.id,
    type: row.type,
    subject: row.subject,
    opportunityId: row.opportunityId,
    engagementId: row.engagementId,
    participants: input.participants.map(presentParticipant),
    lastMessage: input.lastMessage ? presentMessage(input.lastMessage) : null,
    lastSeq: row.lastSeq,
    unread: input.unread,
    isBlocked: input.isBlocked,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    support:
      row.type === 'supportConv'
        ? {
            readSeq: row.supportReadSeq,
            isWaiting: isWaitingForSupport(row),
            handledBy: input.handledBy ?? null,
          }
        : null,
  };
}

/** The user wrote after the team's last reply and after any close: opening or reading it is not an answer. */
export function isWaitingForSupport(row: ConversationRow): boolean {
  return row.lastSeq > Math.max(row.supportRepliedSeq, row.supportClosedSeq);
}
