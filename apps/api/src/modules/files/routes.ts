import multipart from '@fastify/multipart';
import { endpoints, FILE_SIZE_LIMITS } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { contentDisposition } from './file-types.js';
import { openStoredFile, uploadFile } from './service.js';

const filesApi = endpoints.files;

const FILE_KIND_NAMES = {
  avatar: 'a picture',
  resume: 'a resume',
  'chat-attachment': 'a chat file',
  attachment: 'an attachment',
  'portfolio-image': 'a portfolio picture',
} as const;
const MEGABYTE = 1024 * 1024;

const errorCode = (error: unknown) =>
  error instanceof Error ? (error as { code?: string }).code : undefined;
const MULTIPART_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const { db, storage } = ctx;
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(...Object.values(FILE_SIZE_LIMITS)),
      files: 1,
      fields: 0,
      parts: 2,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.post(
    filesApi.uploadFile.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(filesApi.uploadFile),
      preHandler: limits.limit({
        rule: 'uploadsPerUser',
        key: (request) => `upload:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const { refType, refCode } = request.query;
      const actor = requireActor(request);
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the upload as multipart/form-data with the file in the field "file".',
        );
      }
      const limit = FILE_SIZE_LIMITS[refType];
      const tooLarge = new AppError(
        'FILE_TOO_LARGE',
        `The file is too large: ${FILE_KIND_NAMES[refType]} may be at most ${limit / MEGABYTE} MB.`,
      );
      let file: { buffer: Buffer; filename: string } | null = null;
      try {
        const part = await request.file({ limits: { fileSize: limit } });
        if (part?.fieldname === 'file') file = { buffer: await part.toBuffer(), filename: part.filename };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
        if (code && MULTIPART_LIMIT_ERRORS.has(code)) {
          throw new AppError(
            'VALIDATION_ERROR',
            'Send exactly one file, in the field "file", and nothing else.',
          );
        }
        throw error;
      }
      if (!file) throw new AppError('FILE_REQUIRED');
      const ref = await uploadFile({
        db,
        actor,
        storage,
        query: request.query,
        file,
      });
      return ok({ ...ref, refType, refCode });
    },
  );

  app.get(
    filesApi.downloadFile.path,
    {
      onRequest: identify,
      schema: endpointSchema(filesApi.downloadFile),
    },
    async (request, reply) => {
      const { row, stream } = await openStoredFile({
        db,
        actor: request.actor,
        storage,
        fileId: request.params.fileId,
      });
      const isPicture = row.refType === 'avatar';
      const isInline = isPicture || (row.refType === 'chat-attachment' && row.mimeType.startsWith('image/'));
      reply
        .header('content-type', row.mimeType)
        .header('content-length', String(row.size))
        .header(
          'content-disposition',
          contentDisposition(isInline ? 'inline' : 'attachment', row.originalName),
        )
        .header('cache-control', isPicture ? 'public, max-age=86400, immutable' : 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(stream);
    },
  );
};
