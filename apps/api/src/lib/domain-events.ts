import type { ChatEvent, ChatEvents } from '../platform/chat-events.js';

/**
 * The one in-process, typed event bus (decision 012). Services emit after their transaction has
 * committed, so a listener never sees a change that was rolled back. Listeners run asynchronously
 * (in microtasks, in the order the events were emitted) and their failures are logged, never
 * thrown back into the request that caused the event. Chat's messages and reads travel on it too,
 * through the narrow `chatChannel` face that chat services and the realtime layer use.
 */
export type DomainEvents = {
  /** A chat message, edit, read or new conversation: the realtime layer forwards it to sockets. */
  chat: ChatEvent;
  'application.created': { applicationId: string; opportunityId: string; candidateUserId: string };
  'application.shortlisted': ApplicationEvent;
  'application.interviewing': ApplicationEvent;
  'application.hired': ApplicationEvent;
  'application.rejected': ApplicationEvent;
  'application.withdrawn': { applicationId: string; opportunityId: string; candidateUserId: string };
  'request.created': RequestEvent;
  'request.accepted': RequestEvent;
  'request.declined': RequestEvent;
  /** A user got an in-app notification: their open tabs refresh the bell. */
  'notification.created': { userId: string };
  /**
   * Sessions that ended (user or staff logout, password change or reset, a disabled staff
   * account): their live sockets are closed on every instance. `userIds`: users whose rights
   * changed (removed from a team, a new role): all their sockets are closed, and they reconnect
   * with what they may still see.
   */
  'sessions.revoked': { sessionIds: string[]; staffSessionIds?: string[]; userIds?: string[] };
};

/** Who is involved: enough for chat to open a hiring conversation between the two sides. */
export type ApplicationEvent = {
  applicationId: string;
  opportunityId: string;
  opportunityTitle: string;
  companyId: string;
  /** The employer-side user who made the change. */
  actorUserId: string;
  candidateUserId: string;
};

export type RequestEvent = {
  requestId: string;
  opportunityId: string;
  opportunityTitle: string;
  companyId: string;
  invitedByUserId: string | null;
  inviteeUserId: string;
};

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEvents[K] } }[DomainEventName];
type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export type DomainEventBus = {
  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void;
  emit(event: DomainEvent): void;
  /** Emits several events in order (after a commit). */
  emitAll(events: readonly DomainEvent[]): void;
  /** Resolves once every listener started so far (and any they started) has finished. */
  idle(): Promise<void>;
};

export function createDomainEventBus(onError: (error: unknown, event: DomainEvent) => void): DomainEventBus {
  const listeners = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  const running = new Set<Promise<void>>();
  const bus: DomainEventBus = {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<DomainEventName>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<DomainEventName>);
    },
    emit(event) {
      for (const listener of listeners.get(event.name) ?? []) {
        // The listener runs in a microtask, after the emitter's own code; a throw or a rejection
        // is reported, never passed back.
        const run = Promise.resolve()
          .then(() => listener(event.payload))
          .catch((error: unknown) => onError(error, event));
        running.add(run);
        void run.finally(() => running.delete(run));
      }
    },
    emitAll(events) {
      for (const event of events) bus.emit(event);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return bus;
}

/** Chat's view of the bus: chat services emit their events and the realtime layer subscribes. */
export function chatChannel(bus: DomainEventBus): ChatEvents {
  return {
    emit: (event) => bus.emit({ name: 'chat', payload: event }),
    subscribe: (listener) => bus.on('chat', listener),
  };
}
