import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_HEADER } from '@talentport/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Talentport API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `{status, message: "ok", result}` on success, ' +
          '`{status, message: ERROR_CODE, error: {en}}` on failure. Send the session token in the `token` header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page gets its own policy: Swagger UI sets inline styles, which the app's CSP forbids.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
