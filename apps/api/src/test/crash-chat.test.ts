import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@talentport/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { conversationMembers, conversations, messages } from '../db/schema.js';
import { buildChatUser, type ChatUser, connectClient, request, syncConversation } from './chat-builders.js';
import { CRASH_TARGETS, callServer, withDatabase, withSetupApp } from './crash-targets.js';
import { call } from './harness.js';
import { stopServerProcess, writeUntilKilled } from './server-process.js';

/**
 * kill -9 during a stream of chat messages over real Socket.IO clients (acknowledged after the
 * commit), then a restart on the same data. Both members of each conversation write at once.
 * Every acknowledged message is there exactly once, with the seq its acknowledgement gave; each
 * conversation's seqs run 1..last_seq without a gap, last_message_at is its newest message, every
 * member's read marker is their own newest message (writing means having read), and the unread
 * counts follow. After the restart a client catches up by seq, and re-sending what was never
 * acknowledged (same client ids) stores each message once.
 */
const PAIRS = 3;
const KILL_AFTER = 45;

type Writer = { user: ChatUser; conversationId: string };
type Job = { clientId: string; body: string };

describe.each(CRASH_TARGETS)('crash and restart: chat messages on $name', ({ isAvailable, prepare }) => {
  it.skipIf(!isAvailable)(
    'every acknowledged message survives kill -9 exactly once, conversations stay consistent',
    async () => {
      const target = await prepare();
      const sockets: Socket[] = [];
      try {
        const writers = await withSetupApp(target, async (h) => {
          const list: Writer[] = [];
          for (let pair = 0; pair < PAIRS; pair++) {
            const left = await buildChatUser(h.app, h.database.db, { fullname: `Left ${pair}` });
            const right = await buildChatUser(h.app, h.database.db, { fullname: `Right ${pair}` });
            const opened = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
              token: left.token,
              body: { userCode: right.code },
            });
            if (opened.statusCode !== 200) throw new Error(`direct conversation: ${opened.raw}`);
            const conversationId: string = opened.body.result._id;
            list.push({ user: left, conversationId }, { user: right, conversationId });
          }
          return list;
        });
        const conversationIds = [...new Set(writers.map((writer) => writer.conversationId))];
        const queues: Job[][] = writers.map((_, writer) =>
          Array.from({ length: 200 }, (_, index) => ({
            clientId: randomUUID(),
            body: `w${writer} #${index}`,
          })),
        );
        const writerOf = new Map<string, number>();
        const acks = new Map<string, ChatMessage>();

        const server = await target.startServer();
        const live = await Promise.all(
          writers.map((writer) => connectClient(server.url, { token: writer.user.token })),
        );
        sockets.push(...live);
        const stream = await writeUntilKilled({
          server,
          queues,
          killAfter: KILL_AFTER,
          write: async (job, index) => {
            const writer = writers[index] as Writer;
            writerOf.set(job.clientId, index);
            const ack = await request<ChatMessage>(
              live[index] as Socket,
              'message:send',
              { conversationId: writer.conversationId, ...job },
              30_000,
            );
            if (ack.message !== 'ok' || !('result' in ack)) return 'refused';
            acks.set(job.clientId, ack.result);
            return 'acknowledged';
          },
        });
        console.info(
          `[crash] chat on ${target.name}: ${stream.acknowledged.length} acknowledged, ${stream.inFlight.length} in flight, killed after ${stream.elapsedMs} ms`,
        );
        expect(stream.errors).toEqual([]);
        expect(stream.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(stream.refused).toEqual([]);
        for (const socket of live) socket.disconnect();

        const restarted = await target.startServer();
        const again = await Promise.all(
          writers.map((writer) => connectClient(restarted.url, { token: writer.user.token })),
        );
        sockets.push(...again);
        // A client catching up from seq 0 gets every acknowledged message, once, at its seq.
        for (const [index, writer] of writers.entries()) {
          const caughtUp = await syncConversation(again[index] as Socket, writer.conversationId, 0);
          const seqs = caughtUp.map((message) => message.seq);
          expect(seqs).toEqual(seqs.map((_, position) => position + 1));
          const byClientId = new Map(caughtUp.map((message) => [message.clientId, message]));
          for (const job of stream.acknowledged) {
            const acked = acks.get(job.clientId);
            if (acked?.conversationId !== writer.conversationId) continue;
            expect(byClientId.get(job.clientId)).toMatchObject({
              _id: acked._id,
              seq: acked.seq,
              body: job.body,
            });
          }
        }
        // What was never acknowledged is sent again with the same client ids: stored once.
        for (const job of stream.inFlight) {
          const index = writerOf.get(job.clientId) ?? -1;
          const writer = writers[index] as Writer;
          const ack = await request<ChatMessage>(again[index] as Socket, 'message:send', {
            conversationId: writer.conversationId,
            ...job,
          });
          if (ack.message !== 'ok' || !('result' in ack))
            throw new Error(`re-send failed: ${JSON.stringify(ack)}`);
          acks.set(job.clientId, ack.result);
        }
        // Unread counts as the acknowledgements say: the other side's messages after one's own last one.
        const all = [...acks.values()];
        for (const writer of writers) {
          const inConversation = all.filter((message) => message.conversationId === writer.conversationId);
          const ownLast = Math.max(
            0,
            ...inConversation.filter((message) => message.senderId === writer.user.userId).map((m) => m.seq),
          );
          const expected = inConversation.filter(
            (message) => message.senderId !== writer.user.userId && message.seq > ownLast,
          ).length;
          const unread = await callServer(restarted, 'GET', '/api/v1/chat/unread', {
            token: writer.user.token,
          });
          expect(unread.status).toBe(200);
          expect((unread.body.result as { total: number }).total).toBe(expected);
        }
        for (const socket of again) socket.disconnect();
        await stopServerProcess(restarted);

        await withDatabase(target, async ({ db }) => {
          const rows = await db
            .select()
            .from(messages)
            .where(inArray(messages.conversationId, conversationIds));
          // Exactly the messages sent, each once, each where its acknowledgement put it.
          expect(rows.map((row) => row.clientId).sort()).toEqual([...acks.keys()].sort());
          for (const row of rows) expect(acks.get(row.clientId)).toMatchObject({ _id: row.id, seq: row.seq });
          const heads = await db
            .select()
            .from(conversations)
            .where(inArray(conversations.id, conversationIds));
          for (const head of heads) {
            const own = rows.filter((row) => row.conversationId === head.id).sort((a, b) => a.seq - b.seq);
            expect(own.map((row) => row.seq)).toEqual(own.map((_, position) => position + 1));
            expect(head.lastSeq).toBe(own.length);
            expect(head.lastMessageAt?.getTime()).toBe(own.at(-1)?.createdAt.getTime());
            const members = await db
              .select()
              .from(conversationMembers)
              .where(and(eq(conversationMembers.conversationId, head.id)));
            for (const member of members) {
              const ownLast = Math.max(
                0,
                ...own.filter((row) => row.senderUserId === member.userId).map((row) => row.seq),
              );
              expect(member.lastReadSeq).toBe(ownLast);
            }
          }
        });
      } finally {
        for (const socket of sockets) socket.disconnect();
        await target.dispose();
      }
    },
    90_000,
  );
});
