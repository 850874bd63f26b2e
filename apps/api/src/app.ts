import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Db } from './db/client.js';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from './lib/rate-limit-rules.js';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { authRoutes } from './modules/auth/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { profileRoutes } from './modules/profiles/routes.js';
import { registerErrorEnvelope } from './plugins/error-envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerStaticSpa } from './plugins/static-spa.js';

export type BuildAppOptions = {
  db: Db;
  rateLimiter?: RateLimiter;
  rateLimitRules?: Partial<RateLimitRules>;
  sessionTtlMs?: number;
  webDist?: string;
  /** Directory for uploaded files; DATA_DIR/uploads in production. */
  uploadsDir?: string;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole API without listening: tests use `inject` or listen on a port of their own. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app);
  app.decorateRequest('actor', null);

  const ownsLimiter = !options.rateLimiter;
  const context: AppContext = {
    db: options.db,
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    rateLimitRules: { ...DEFAULT_RATE_LIMIT_RULES, ...options.rateLimitRules },
    sessionTtlMs: options.sessionTtlMs ?? 30 * 24 * 60 * 60 * 1000,
    uploadsDir: options.uploadsDir ?? path.resolve('data/uploads'),
  };
  if (ownsLimiter) app.addHook('onClose', () => context.rateLimiter.close());

  // Security headers with a strict same-origin CSP: the SPA loads nothing from other hosts.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(authRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(companyRoutes, context);
      await api.register(fileRoutes, context);
    },
    { prefix: '/api' },
  );
  await registerStaticSpa(app, options.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
