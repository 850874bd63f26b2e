import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';

/**
 * What an upload is for (the API call list `refType`): a person's or company's picture, a freelancer's resume, a
 * chat attachment (refCode: the conversation's id; only its participants may download it), or an
 * attachment to an application (kept beside earlier ones rather than replacing them), or a picture
 * of a portfolio case study (refCode: the freelancer's own code; public, like avatars: decision 103).
 */
export const FILE_REF_TYPES = [
  'avatar',
  'resume',
  'chat-attachment',
  'attachment',
  'portfolio-image',
] as const;
export type FileRefType = (typeof FILE_REF_TYPES)[number];

/** Size caps per kind of upload, in bytes. */
export const FILE_SIZE_LIMITS: Record<FileRefType, number> = {
  avatar: 5 * 1024 * 1024,
  resume: 10 * 1024 * 1024,
  'chat-attachment': 10 * 1024 * 1024,
  attachment: 10 * 1024 * 1024,
  'portfolio-image': 10 * 1024 * 1024,
};

/** Pictures with more pixels than this are refused before decoding (decompression bombs). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are re-encoded as WebP and fit inside this square. */
export const AVATAR_OUTPUT_SIZE = 512;

export const ACCEPTED_FILE_TYPES: Record<FileRefType, readonly string[]> = {
  avatar: ['image/jpeg', 'image/png', 'image/webp'],
  resume: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'chat-attachment': [
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  attachment: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'portfolio-image': ['image/jpeg', 'image/png', 'image/webp'],
};

export const fileUploadQuerySchema = z.object({
  refCode: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .regex(PUBLIC_CODE_PATTERN, 'must be a user or company code of letters and digits'),
  refType: z.enum(FILE_REF_TYPES, { error: `must be one of ${FILE_REF_TYPES.join(', ')}` }),
});
export type FileUploadQuery = z.infer<typeof fileUploadQuerySchema>;

export const uploadedFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  refType: z.enum(FILE_REF_TYPES),
  refCode: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
