import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { setUpTwoFactorSecrets, startAccountErasure, startDataExports } from './app-account-services.js';
import type { AppContext } from './app-context.js';
import type { Db } from './db/client.js';
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES, ENCODINGS } from './lib/compression.js';
import { chatChannel, createDomainEventBus, type DomainEventBus } from './lib/domain-events.js';
import { withLogRedaction } from './lib/log-redaction.js';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from './lib/rate-limit-rules.js';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { accountDeletionRoutes } from './modules/account-deletion/index.js';
import { applicationRoutes, sendApplicantDigests } from './modules/applications/index.js';
import {
  type ChatNotifier,
  chatRoutes,
  connectHiringEvents,
  repairWorkingConversations,
  startChatNotifier,
  supportRoutes,
} from './modules/chat/index.js';
import { benchRoutes, companyRoutes, teamInviteRoutes } from './modules/companies/index.js';
import { type DataExportWorker, dataExportRoutes } from './modules/data-export/index.js';
import {
  engagementRoutes,
  publicReviewRoutes,
  publishDueReviews,
  reviewReportRoutes,
} from './modules/engagements/index.js';
import { fileRoutes } from './modules/files/index.js';
import { accountRoutes, authRoutes, deviceRoutes, oauthRoutes } from './modules/identity/index.js';
import { notificationPreferenceRoutes, notificationRoutes } from './modules/notifications/index.js';
import { onboardingDraftRoutes } from './modules/onboarding-drafts/index.js';
import { createNewMatchFinder, opportunityRoutes, staffReportRoutes } from './modules/opportunities/index.js';
import { portfolioRoutes } from './modules/portfolio/index.js';
import { profileRoutes } from './modules/profiles/index.js';
import { registerPublicPages } from './modules/public-pages/index.js';
import { rewardRoutes, staffPromoRoutes } from './modules/rewards/index.js';
import { savedSearchRoutes, sendDueAlerts } from './modules/saved-searches/index.js';
import { shortUrlRoutes } from './modules/short-urls/index.js';
import { findStaffByToken, findStaffMember, staffRoutes } from './modules/staff/index.js';
import { createNewTalentFinder, talentRoutes } from './modules/talent/index.js';
import { talentListRoutes } from './modules/talent-lists/index.js';
import { staffTalentManagerRoutes, talentManagerRoutes } from './modules/talent-manager/index.js';
import { topTalentRoutes } from './modules/top-talent/index.js';
import { twoFactorRoutes } from './modules/two-factor/index.js';
import { runWorkAgreementSweep, workAgreementRoutes } from './modules/work-agreements/index.js';
import {
  createDatabaseHealth,
  type DatabaseHealth,
  type DiskRoomProbe,
  probeWithWrite,
} from './operations/database-health.js';
import { registerHealthRoutes } from './operations/health-routes.js';
import { createLifecycle, type Lifecycle } from './operations/lifecycle.js';
import {
  type LoadSheddingLimits,
  poolWaitingCount,
  registerLoadShedding,
} from './operations/load-shedding.js';
import { type Metrics, registerMetrics } from './operations/metrics.js';
import { generateRequestId, requestContext } from './operations/request-id.js';
import { createLinkBuilder } from './platform/links.js';
import { createDevOutboxTransport, type MailTransport } from './platform/mail/transports.js';
import { type MailWorker, startMailWorker } from './platform/mail/worker.js';
import type { OAuthOptions } from './platform/oauth-settings.js';
import { ChangeFeed, SearchIndexes } from './platform/search-index/index.js';
import { registerDevOutbox } from './plugins/dev-outbox.js';
import { registerErrorEnvelope, sendError } from './plugins/error-envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { safeTextValidatorCompiler } from './plugins/safe-text-validator.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaffReadAudit } from './plugins/staff-read-audit.js';
import { registerStaticSpa } from './plugins/static-spa.js';
import { attachRealtime, type Realtime } from './realtime/socket-server.js';
import { createDiskStorage } from './storage/disk-storage.js';
import type { FileStorage } from './storage/file-storage.js';
import { scheduleLeasedJob } from './storage/job-lease.js';
import { removeUnattachedUploads } from './storage/unattached-uploads.js';

export type BuildAppOptions = {
  db: Db;
  rateLimiter?: RateLimiter;
  rateLimitRules?: Partial<RateLimitRules>;
  sessionTtlMs?: number;
  /** Social login providers; without it (or a provider's settings) that provider is off. */
  oauth?: OAuthOptions;
  webDist?: string;
  /** Directory for uploaded files when no `storage` is given (DATA_DIR/uploads). */
  uploadsDir?: string;
  /** Where uploads are kept: the S3 bucket or the disk (default: `uploadsDir` on disk). */
  storage?: FileStorage;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The web app's public origin, for links in mail. */
  publicUrl?: string;
  /** Where queued mail goes; the development outbox (log only) when absent. */
  mailTransport?: MailTransport;
  /** Serve /api/dev/outbox: only when mail is not really sent and not in production. */
  devOutbox?: boolean;
  mailPollMs?: number;
  /** Shared by several API processes: Socket.IO fans out through Redis Streams when given. */
  redis?: Redis;
  /** The Redis stream Socket.IO instances share (default `talentport:socket.io`). */
  socketStreamName?: string;
  /** How long a chat message waits unread before an offline member is mailed (default 30 s). */
  chatNotifyDelayMs?: number;
  /** How often the chat notifier looks (default 15 s; 0 = only when `chatNotifier.runOnce()` is called). */
  chatNotifyIntervalMs?: number;
  /** The domain event bus; a fresh one when absent (`app.events`). */
  events?: DomainEventBus;
  /**
   * Readiness (`/api/health/ready`): by default ready once the app is; the server passes its own
   * and marks it ready after listening.
   */
  lifecycle?: Lifecycle;
  /** How often each process asks for the hourly unattached-upload sweep (default 10 min; 0 = off). */
  uploadCleanupCheckMs?: number;
  /** How often each process asks to publish reviews whose 14 days are over (default 5 min; 0 = off). */
  reviewRevealCheckMs?: number;
  /** How often saved-search alerts are sent, by one process at a time (0 or absent = off; the server passes ALERT_INTERVAL_MS, default 1 min). */
  alertIntervalMs?: number;
  /** How often data exports are prepared and expired ones removed (0 or absent = off, nudges too; the server passes DATA_EXPORT_INTERVAL_MS, default 1 min). */
  dataExportIntervalMs?: number;
  /** The AES-256 key of two-factor secrets (decision 110); the server always passes one, tests may not. */
  twoFactorEncryptionKey?: Buffer;
  /** Load shedding bounds (decision 115); absent: no shedding (the server passes OVERLOAD_*). */
  loadShedding?: LoadSheddingLimits;
  /** The currency offers default to (the server passes PLATFORM_CURRENCY; default USD; decision 122). */
  platformCurrency?: string;
  /** How often each process asks to run the work-agreement sweep: offer expiry, self-approvals, reminders (default 1 min; 0 = off; decision 122). */
  workSweepCheckMs?: number;
  /** How often each process asks to send the daily new-applicant digests (default 5 min; 0 = off; decision 127). */
  applicantDigestCheckMs?: number;
  /** How often due account erasures run, by one process at a time (default 10 min; 0 = off; decision 111). */
  accountErasureIntervalMs?: number;
  /** After a 507 STORAGE_FULL, whether the database's disk has room again (default: a probe write; decision 113). */
  diskRoomProbe?: DiskRoomProbe;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
    realtime: Realtime;
    lifecycle: Lifecycle;
    metrics: Metrics;
    chatNotifier: ChatNotifier;
    events: DomainEventBus;
    dataExportWorker: DataExportWorker;
  }
}

/** Builds the whole API without listening: tests use `inject` or listen on a port of their own. */
export async function buildApp(options: BuildAppOptions) {
  const databaseHealth = createDatabaseHealth(options.diskRoomProbe ?? probeWithWrite(options.db));
  const app = createServer(options, databaseHealth);
  const context = startServices(app, options);
  const { realtime, chatNotifier } = connectRealtime(app, options, context);
  registerOperations(app, options, realtime, context, databaseHealth);
  app.addHook('preClose', async () => {
    await chatNotifier.stop();
    await realtime.close();
  });

  await registerHttpPlugins(app);
  await registerOpenApi(app);
  await registerApiRoutes(app, context);
  if (options.devOutbox) await registerDevOutbox(app, options.db);
  await registerPublicPages(app, context, options.webDist);
  await registerStaticSpa(app, options.webDist);
  return app;
}

/** Fastify with request ids, the validators and the error envelope; no routes yet. */
function createServer(options: BuildAppOptions, databaseHealth: DatabaseHealth) {
  const app = Fastify({
    logger: withLogRedaction(options.logger),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // X-Request-Id: the caller's (when sensible) or a fresh UUID; on every log line as `reqId`.
    requestIdHeader: false,
    genReqId: generateRequestId,
    // A path that is not valid percent-encoded UTF-8 (e.g. a lone surrogate's bytes) is a 400 in
    // the envelope like every other bad input.
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply,
        400,
        'VALIDATION_ERROR',
        error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid UTF-8.' : 'The request cannot be read.',
      ),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });

  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app, { onDatabaseFault: databaseHealth.noteFault });
  registerStaffReadAudit(app, options.db);
  app.decorateRequest('actor', null);
  app.decorateRequest('staff', null);

  return app;
}

type Server = ReturnType<typeof createServer>;

/** The services every request uses (the AppContext) and the background work they start. */
function startServices(app: Server, options: BuildAppOptions): AppContext {
  const ownsLimiter = !options.rateLimiter;
  const mailWorker = startMailWorker({
    db: options.db,
    transport: options.mailTransport ?? createDevOutboxTransport((line) => app.log.info(line)),
    log: app.log,
    ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
  });
  app.decorate('mailWorker', mailWorker);
  const events =
    options.events ??
    createDomainEventBus((error, event) =>
      app.log.error({ err: error, event: event.name }, 'domain event listener failed'),
    );
  app.decorate('events', events);
  const chatEvents = chatChannel(events);
  app.addHook('onClose', () => mailWorker.stop());
  setUpTwoFactorSecrets(app, options.db, options.twoFactorEncryptionKey);
  const context: AppContext = {
    db: options.db,
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    rateLimitRules: { ...DEFAULT_RATE_LIMIT_RULES, ...options.rateLimitRules },
    sessionTtlMs: options.sessionTtlMs ?? 30 * 24 * 60 * 60 * 1000,
    links: createLinkBuilder(options.publicUrl ?? 'http://localhost:3000'),
    nudgeMail: mailWorker.nudge,
    nudgeDataExports: () => dataExportWorker.nudge(),
    oauth: options.oauth,
    storage: options.storage ?? createDiskStorage(options.uploadsDir ?? path.resolve('data/uploads')),
    chatEvents,
    events,
    platformCurrency: options.platformCurrency ?? 'USD',
    searchIndexes: new SearchIndexes(options.db, new ChangeFeed(options.db)),
  };
  app.addHook('onClose', async () => context.searchIndexes.close());
  // After any write through this instance its next search reads the change feed first (decision 125).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') context.searchIndexes.touch();
  });
  if (ownsLimiter) app.addHook('onClose', () => context.rateLimiter.close());
  // Uploads never attached to anything go after a day; one process per hour does the sweep.
  const uploadCleanup = scheduleLeasedJob({
    db: options.db,
    name: 'remove-unattached-uploads',
    everyMs: 60 * 60 * 1000,
    checkMs: options.uploadCleanupCheckMs ?? 10 * 60 * 1000,
    run: () => removeUnattachedUploads({ db: options.db, storage: context.storage }),
    log: app.log,
  });
  app.addHook('onClose', () => uploadCleanup.stop());
  // Reviews 14 days past their engagement's end are published by one process every 10 minutes
  // (reads publish them lazily too, decision 097).
  const reviewReveal = scheduleLeasedJob({
    db: options.db,
    name: 'publish-due-reviews',
    everyMs: 10 * 60 * 1000,
    checkMs: options.reviewRevealCheckMs ?? 5 * 60 * 1000,
    run: () => publishDueReviews(options.db, 1000),
    log: app.log,
  });
  app.addHook('onClose', () => reviewReveal.stop());
  // Saved-search alerts: one process per interval takes the lease and mails new matches (decisions 108, 114).
  const alertIntervalMs = options.alertIntervalMs ?? 0;
  const findNewMatches = createNewMatchFinder(options.db);
  const findNewTalent = createNewTalentFinder(options.db);
  const savedSearchAlerts = scheduleLeasedJob({
    db: options.db,
    name: 'send-saved-search-alerts',
    everyMs: alertIntervalMs,
    checkMs: alertIntervalMs > 0 ? Math.max(100, Math.floor(alertIntervalMs / 2)) : 0,
    run: async () => {
      const sent = await sendDueAlerts({
        db: options.db,
        links: context.links,
        findNewMatches,
        findNewTalent,
        onNotified: (userId) => events.emit({ name: 'notification.created', payload: { userId } }),
      });
      if (sent > 0) context.nudgeMail();
      return sent;
    },
    log: app.log,
  });
  app.addHook('onClose', () => savedSearchAlerts.stop());
  // Offers expire, submitted milestones and weeks approve themselves, reminders go out: one process
  // every 5 minutes, all judged by the database clock (decision 122).
  const workSweep = scheduleLeasedJob({
    db: options.db,
    name: 'work-agreements-sweep',
    everyMs: 5 * 60 * 1000,
    checkMs: options.workSweepCheckMs ?? 60 * 1000,
    run: () =>
      runWorkAgreementSweep({
        db: options.db,
        links: context.links,
        events,
        chatEvents,
        nudgeMail: context.nudgeMail,
        platformCurrency: context.platformCurrency,
      }),
    log: app.log,
  });
  app.addHook('onClose', () => workSweep.stop());
  // Members on the daily new-applicant digest get one mail per database day (decision 127).
  const applicantDigests = scheduleLeasedJob({
    db: options.db,
    name: 'send-applicant-digests',
    everyMs: 15 * 60 * 1000,
    checkMs: options.applicantDigestCheckMs ?? 5 * 60 * 1000,
    run: async () => {
      const sent = await sendApplicantDigests({ db: options.db, links: context.links });
      if (sent > 0) context.nudgeMail();
      return sent;
    },
    log: app.log,
  });
  app.addHook('onClose', () => applicantDigests.stop());
  const dataExportWorker = startDataExports(app, options.db, context, options.dataExportIntervalMs);
  startAccountErasure(app, options.db, context, options.accountErasureIntervalMs);
  const disconnectHiring = connectHiringEvents({ db: options.db, events, chatEvents });
  app.addHook('onClose', async () => disconnectHiring());
  // A hire committed just before a crash may still lack its working conversation.
  app.addHook('onReady', async () => {
    const opened = await repairWorkingConversations({ db: options.db, chatEvents });
    if (opened > 0) app.log.warn({ opened }, 'opened working conversations missing after a restart');
  });

  return context;
}

/** Socket.IO on the same HTTP server, pushed to by chat and domain events; the chat mail notifier. */
function connectRealtime(app: Server, options: BuildAppOptions, context: AppContext) {
  const { chatEvents, events } = context;
  // Socket.IO shares the HTTP server (same port); chat services' events reach sockets through it.
  const realtime = attachRealtime({
    httpServer: app.server,
    db: options.db,
    events: chatEvents,
    rateLimiter: context.rateLimiter,
    rateLimitRules: context.rateLimitRules,
    storage: context.storage,
    log: app.log,
    redis: options.redis,
    streamName: options.socketStreamName,
    authenticateStaff: async (token) => {
      const staff = await findStaffByToken(options.db, token);
      const isSupport = staff?.roles.some((role) => role === 'support' || role === 'admin') ?? false;
      if (!staff || !isSupport) return null;
      const member = await findStaffMember(options.db, staff.staffId);
      return { staffId: staff.staffId, sessionId: staff.sessionId, name: member.fullname };
    },
  });
  app.decorate('realtime', realtime);
  // An ended session keeps no live socket: logout and password changes close them everywhere.
  // The bell is pushed, not polled: a new notification reaches the user's open tabs at once.
  const unsubscribe = [
    events.on('sessions.revoked', (ended) => realtime.disconnectSessions(ended)),
    events.on('notification.created', ({ userId }) => realtime.announceNotification(userId)),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });
  const chatNotifier = startChatNotifier({
    db: options.db,
    links: context.links,
    isUserOnline: realtime.isUserOnline,
    nudgeMail: context.nudgeMail,
    log: app.log,
    ...(options.chatNotifyDelayMs !== undefined ? { delayMs: options.chatNotifyDelayMs } : {}),
    ...(options.chatNotifyIntervalMs !== undefined ? { intervalMs: options.chatNotifyIntervalMs } : {}),
  });
  app.decorate('chatNotifier', chatNotifier);
  return { realtime, chatNotifier };
}

/** Readiness, health and metrics routes. */
function registerOperations(
  app: Server,
  options: BuildAppOptions,
  realtime: Realtime,
  { storage, searchIndexes }: AppContext,
  databaseHealth: DatabaseHealth,
) {
  const lifecycle = options.lifecycle ?? createLifecycle();
  if (!options.lifecycle) app.addHook('onReady', async () => lifecycle.markReady());
  app.decorate('lifecycle', lifecycle);
  if (options.loadShedding) {
    registerLoadShedding(app, {
      limits: options.loadShedding,
      dbWaiting: () => poolWaitingCount(options.db),
      log: app.log,
    });
  }
  const redis = options.redis;
  registerHealthRoutes(app, {
    db: options.db,
    lifecycle,
    databaseHealth,
    storage,
    isRedisUp: redis ? () => redis.status === 'ready' : undefined,
    isSearchReady: () => searchIndexes.isReady(),
  });
  app.decorate(
    'metrics',
    registerMetrics(app, {
      db: options.db,
      socketConnections: realtime.connectionCount,
      peers: async () => ({
        storage: await storage.check(),
        ...(redis ? { redis: redis.status === 'ready' ? 'ok' : 'unavailable' } : {}),
      }),
    }),
  );
}

/** Security headers and response compression. */
async function registerHttpPlugins(app: Server) {
  registerSecurityHeaders(app);
  // API answers of 1 KB or more are compressed for clients that ask (search pages are tens of KB
  // of JSON on a phone's link). Brotli at quality 1 (decision 149); the SPA's files are compressed
  // once at build time, at the highest quality, and served as they are (decision 045).
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    // Request bodies stay plain: a compressed body could expand past the body limit's intent.
    globalDecompression: false,
  });
}

/** Every module's routes under /api. */
async function registerApiRoutes(app: Server, context: AppContext) {
  await app.register(
    async (api) => {
      await api.register(authRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(deviceRoutes, context);
      await api.register(staffRoutes, context);
      await api.register(staffReportRoutes, context);
      await api.register(supportRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(onboardingDraftRoutes, context);
      await api.register(oauthRoutes, context);
      await api.register(companyRoutes, context);
      await api.register(teamInviteRoutes, context);
      await api.register(benchRoutes, context);
      await api.register(dataExportRoutes, context);
      await api.register(fileRoutes, context);
      await api.register(rewardRoutes, context);
      await api.register(topTalentRoutes, context);
      await api.register(talentRoutes, context);
      await api.register(shortUrlRoutes, context);
      await api.register(talentManagerRoutes, context);
      await api.register(staffPromoRoutes, context);
      await api.register(staffTalentManagerRoutes, context);
      await api.register(chatRoutes, context);
      await api.register(opportunityRoutes, context);
      await api.register(applicationRoutes, context);
      await api.register(notificationRoutes, context);
      await api.register(notificationPreferenceRoutes, context);
      await api.register(savedSearchRoutes, context);
      await api.register(engagementRoutes, context);
      await api.register(publicReviewRoutes, context);
      await api.register(twoFactorRoutes, context);
      await api.register(reviewReportRoutes, context);
      await api.register(talentListRoutes, context);
      await api.register(portfolioRoutes, context);
      await api.register(accountDeletionRoutes, context);
      await api.register(workAgreementRoutes, context);
    },
    { prefix: '/api' },
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
