import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_TAGS,
  type EndpointInput,
  type ErrorStatus,
  errorEnvelopeSchema,
  listEndpoints,
  TOKEN_HEADER,
} from '@talentport/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the API's routes live below the origin (the paths of the contract are below it). */
export const API_PREFIX = '/api';

const ERROR_ANSWERS: Record<ErrorStatus, string> = {
  400: 'VALIDATION_ERROR: the input is invalid (`error.fields` names each refused field) or the request cannot be read.',
  401: 'UNAUTHORIZED: no valid session in the `token` header (or wrong credentials where the call checks them).',
  403: 'FORBIDDEN: this account may not do this (its role, its company role, or a staff role).',
  404: 'NOT_FOUND: there is no such thing, or the caller may not see it.',
  409: 'The call conflicts with the current state; `message` carries the code (e.g. ALREADY_APPLIED, EMAIL_TAKEN).',
  410: 'Gone: the thing existed but has run out (an expired download link); `message` carries the code.',
  413: 'The file or body is too large.',
  415: 'The request has a media type this call does not take.',
  429: 'RATE_LIMITED: too many attempts; the `retry-after` header says how many seconds to wait.',
};

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { description?: string; content?: unknown }>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
} & Record<string, unknown>;

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/** `/v1/opportunities/:id` → `/api/v1/opportunities/{id}` (the document's notation). */
export function documentPath(endpoint: Pick<EndpointInput, 'path'>): string {
  return API_PREFIX + endpoint.path.replace(/:(\w+)/g, '{$1}');
}

const SECURITY: Record<EndpointInput['access'], Operation['security']> = {
  public: [],
  optional: [{}, { token: [] }],
  user: [{ token: [] }],
  staff: [{ token: [] }],
};

/**
 * Completes each operation from its endpoint in the contract (the route's schema already gave its
 * name, summary, description, tags and schemas): who may call it, and the 4xx answers it
 * documents, all error envelopes.
 */
export function completeDocument(document: Document): Document {
  const byOperation = new Map(listEndpoints().map((e) => [`${e.method} ${documentPath(e)}`, e]));
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const endpoint = byOperation.get(`${method.toUpperCase()} ${path}`);
      // Only a route whose schema came from its endpoint (`endpointSchema`) carries its id.
      if (!endpoint || operation.operationId !== endpoint.id) continue;
      operation.security = SECURITY[endpoint.access];
      const responses = operation.responses ?? {};
      const success = responses[String(endpoint.successStatus ?? 200)];
      if (success && (!success.description || success.description === 'Default Response')) {
        success.description =
          endpoint.response === null
            ? 'The file.'
            : endpoint.successStatus === 202
              ? 'Accepted: the work goes on in the background; the success envelope, with its state in `result`.'
              : 'Done: the success envelope, with the answer in `result`.';
      }
      for (const status of endpoint.errors) {
        responses[String(status)] = {
          description: ERROR_ANSWERS[status],
          content: { 'application/json': { schema: ERROR_SCHEMA_REF } },
        };
      }
      operation.responses = responses;
    }
  }
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorEnvelope: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' }),
    },
  };
  return document;
}

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
        contact: { name: 'Talentport' },
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'The Talentport installation that serves this document' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      return completeDocument(
        documentObject.openapiObject as Document,
      ) as typeof documentObject.openapiObject;
    },
  });
  // The docs page gets its own policy: Swagger UI sets inline styles, which the app's CSP forbids.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
