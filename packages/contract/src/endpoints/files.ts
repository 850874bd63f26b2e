import { z } from 'zod';
import { fileUploadQuerySchema, uploadedFileSchema } from '../files.js';
import { defineEndpoint } from './define.js';

export const filesEndpoints = {
  uploadFile: defineEndpoint({
    id: 'uploadFile',
    method: 'POST',
    path: '/v1/file/upload',
    summary: 'Upload an avatar, company logo or resume',
    description:
      'multipart/form-data with the file in the field `file`. `refCode` is the caller’s user code or their ' +
      'company’s code (404 otherwise). Avatars: JPEG, PNG or WebP up to 5 MB and 40 megapixels, stored as a ' +
      '512 px WebP. Resumes (freelancers): PDF or DOCX up to 10 MB. A new upload replaces the previous one.',
    tags: ['files'],
    access: 'user',
    query: fileUploadQuerySchema,
    consumes: ['multipart/form-data'],
    response: uploadedFileSchema,
    errors: [400, 401, 404, 415, 429],
  }),
  downloadFile: defineEndpoint({
    id: 'downloadFile',
    method: 'GET',
    path: '/v1/file/:fileId',
    summary: 'Download a stored file',
    description:
      'Authorised by what the file belongs to (decision 053): pictures are public; a resume follows its profile ' +
      '(owner; employers and agencies while the profile is public) and the companies it was sent to; an ' +
      'application attachment is for the applicant and the members of the company that received it; a chat ' +
      'attachment for the conversation’s participants (401 for guests, 404 for anyone else).',
    tags: ['files'],
    access: 'optional',
    params: z.object({ fileId: z.uuid({ error: 'must be a file id' }) }),
    response: null,
    errors: [400, 404],
  }),
} as const;
