import { dataExportDownloadQuerySchema, dataExportStateSchema } from '../data-export.js';
import { defineEndpoint } from './define.js';

/** Data export (issue 23 item 3, decision 109): ask for a copy of one's data, see it, download it. */
export const dataExportEndpoints = {
  requestDataExport: defineEndpoint({
    id: 'requestDataExport',
    method: 'POST',
    path: '/v1/user/data-export',
    summary: 'Ask for a copy of your data',
    description:
      'Needs a session (the `token` header; 401 without one). Starts preparing a ZIP of everything Talentport holds about the caller (profile, company membership, listings, applications, messages they wrote, reviews, rewards, bookings, uploaded files); answers 202 with the request, and a mail with a download link follows when it is ready. One request at a time (409 DATA_EXPORT_IN_PROGRESS); a few per day (429).',
    tags: ['identity'],
    access: 'user',
    successStatus: 202,
    response: dataExportStateSchema,
    errors: [400, 401, 409, 429],
  }),
  getDataExport: defineEndpoint({
    id: 'getDataExport',
    method: 'GET',
    path: '/v1/user/data-export',
    summary: 'Your latest data export',
    description:
      'Needs a session (the `token` header; 401 without one). The caller’s latest request: pending, ready (with when the download stops working), failed or expired; `export` is null when they never asked.',
    tags: ['identity'],
    access: 'user',
    response: dataExportStateSchema,
    errors: [400, 401],
  }),
  downloadDataExport: defineEndpoint({
    id: 'downloadDataExport',
    method: 'GET',
    path: '/v1/user/data-export/download',
    summary: 'Download your data export',
    description:
      'Needs a session (the `token` header; 401 without one) and works for the export’s owner only. With `token` (from the mailed link) that export; without, the caller’s latest ready one. The ZIP as an attachment; 404 DATA_EXPORT_NOT_FOUND for an unknown token or another person’s, 410 DATA_EXPORT_EXPIRED once the link has run out.',
    tags: ['identity'],
    access: 'user',
    query: dataExportDownloadQuerySchema,
    response: null,
    errors: [400, 401, 404, 410],
  }),
};
