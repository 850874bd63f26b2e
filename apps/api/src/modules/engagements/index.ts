/** The engagements module's public face: code outside the module imports only from here. */

export { reviewReportRoutes } from './review-report-routes.js';
export { publishDueReviews } from './reviews-service.js';
export { engagementRoutes, publicReviewRoutes } from './routes.js';
export { removeEngagementOfUndoneHire, startEngagement } from './service.js';
