import multipart from '@fastify/multipart';
import {
  FILE_SIZE_LIMITS,
  fileUploadQuerySchema,
  successEnvelope,
  uploadedFileSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, createIdentify, requireActor } from '../../plugins/auth.js';
import { contentDisposition } from './file-types.js';
import { openStoredFile, uploadFile } from './service.js';

const tags = ['files'];
const FILE_KIND_NAMES = {
  avatar: 'a picture',
  resume: 'a resume',
  'chat-attachment': 'a chat file',
  attachment: 'an attachment',
} as const;
const MEGABYTE = 1024 * 1024;

const errorCode = (error: unknown) =>
  error instanceof Error ? (error as { code?: string }).code : undefined;
const MULTIPART_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
    '/v1/file/upload',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Upload an avatar, company logo or resume',
        description:
          'multipart/form-data with the file in the field `file`. `refCode` is the caller’s user code or their ' +
          'company’s code (404 otherwise). Avatars: JPEG, PNG or WebP up to 5 MB and 40 megapixels, stored as a ' +
          '512 px WebP. Resumes (freelancers): PDF or DOCX up to 10 MB. A new upload replaces the previous one.',
        querystring: fileUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(uploadedFileSchema) },
      },
    },
    async (request) => {
      const { refType, refCode } = request.query;
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `upload:user:${actor.userId}`,
        ctx.rateLimitRules.uploadsPerUser,
      );
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
    '/v1/file/:fileId',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: 'Download a stored file',
        description:
          'Authorised by what the file belongs to (decision 053): pictures are public; a resume follows its profile ' +
          '(owner; employers and agencies while the profile is public) and the companies it was sent to; an ' +
          'application attachment is for the applicant and the members of the company that received it; a chat ' +
          'attachment for the conversation’s participants (401 for guests, 404 for anyone else).',
        params: z.object({ fileId: z.uuid({ error: 'must be a file id' }) }),
      },
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
