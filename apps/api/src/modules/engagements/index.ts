/** The engagements module's public face: code outside the module imports only from here. */

export { presentEngagement } from './presenter.js';
export { reviewReportRoutes } from './review-report-routes.js';
export { publishDueReviews } from './reviews-service.js';
export { engagementRoutes, publicReviewRoutes } from './routes.js';
export {
  countOpenWork,
  findEngagementForViewer,
  removeEngagementOfUndoneHire,
  startEngagement,
} from './service.js';
