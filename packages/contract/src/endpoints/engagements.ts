import { companyCodeParamsSchema } from '../company.js';
import {
  endEngagementInputSchema,
  engagementIdParamsSchema,
  engagementSchema,
  engagementsQuerySchema,
  publicReviewPageSchema,
  publicReviewSchema,
  publicReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewReplyInputSchema,
} from '../engagements.js';
import { pageSchema } from '../envelope.js';
import { userCodeParamsSchema } from '../public-profile.js';
import { defineEndpoint } from './define.js';

const SESSION = 'Needs a session (the `token` header; 401 without one).';
const TEXT_LIMIT =
  'Long-text writes are rate-limited per user: 429 RATE_LIMITED with a `retry-after` header.';

/** Engagements (who hired whom) and their double-blind reviews (decisions 096 and 097). */
export const engagementsEndpoints = {
  listEngagements: defineEndpoint({
    id: 'listEngagements',
    method: 'GET',
    path: '/v1/engagements',
    summary: 'The caller’s engagements (their own, or their company’s), newest first',
    description: `${SESSION} A hire becomes an engagement once its undo window has closed. Company members see all of their company’s engagements.`,
    tags: ['engagements'],
    access: 'user',
    query: engagementsQuerySchema,
    response: pageSchema(engagementSchema),
    errors: [400, 401],
  }),
  endEngagement: defineEndpoint({
    id: 'endEngagement',
    method: 'POST',
    path: '/v1/engagements/:id/end',
    summary: 'End an engagement: completed or cancelled, with an optional reason',
    description: `${SESSION} Either side; the other side is told by mail and notification, and the working conversation stays open. 404 for anyone outside the engagement, 409 ENGAGEMENT_ENDED once ended. ${TEXT_LIMIT}`,
    tags: ['engagements'],
    access: 'user',
    params: engagementIdParamsSchema,
    body: endEngagementInputSchema,
    response: engagementSchema,
    errors: [400, 401, 404, 409, 429],
  }),
  reviewEngagement: defineEndpoint({
    id: 'reviewEngagement',
    method: 'POST',
    path: '/v1/engagements/:id/review',
    summary: 'Review the other side of an ended engagement (once per side)',
    description: `${SESSION} Double-blind: both reviews are published together once both are in, or 14 days after the end. 400 for a rating outside 1..5, 404 for anyone outside the engagement, 409 ENGAGEMENT_ACTIVE before the end, ALREADY_REVIEWED for a second review, REVIEW_WINDOW_CLOSED after 14 days. ${TEXT_LIMIT}`,
    tags: ['engagements'],
    access: 'user',
    params: engagementIdParamsSchema,
    body: reviewInputSchema,
    response: engagementSchema,
    errors: [400, 401, 404, 409, 429],
  }),
  replyToReview: defineEndpoint({
    id: 'replyToReview',
    method: 'POST',
    path: '/v1/reviews/:id/reply',
    summary: 'Reply once, in public, to a published review of your side',
    description: `${SESSION} 404 unless the caller is on the reviewed side and the review is published; 409 ALREADY_REPLIED. ${TEXT_LIMIT}`,
    tags: ['engagements'],
    access: 'user',
    params: reviewIdParamsSchema,
    body: reviewReplyInputSchema,
    response: publicReviewSchema.pick({ _id: true, reply: true }),
    errors: [400, 401, 404, 409, 429],
  }),
  listUserReviews: defineEndpoint({
    id: 'listUserReviews',
    method: 'GET',
    path: '/v1/user/public-profile/:code/reviews',
    summary: 'A freelancer’s published reviews, newest first, with their rating',
    description:
      'Open to anyone. Published reviews only; the reviewer is shown by first name and company or role. 404 where the profile page is 404 (for the same caller: decision 100).',
    tags: ['engagements'],
    access: 'optional',
    params: userCodeParamsSchema,
    query: publicReviewsQuerySchema,
    response: publicReviewPageSchema,
    errors: [400, 404],
  }),
  listCompanyReviews: defineEndpoint({
    id: 'listCompanyReviews',
    method: 'GET',
    path: '/v1/company/:code/reviews',
    summary: 'A company’s published reviews (as client or agency), newest first, with its rating',
    description:
      'Open to anyone. Published reviews only; the reviewer is shown by first name and company or role. 404 where the company page is 404.',
    tags: ['engagements'],
    access: 'public',
    params: companyCodeParamsSchema,
    query: publicReviewsQuerySchema,
    response: publicReviewPageSchema,
    errors: [400, 404],
  }),
};
