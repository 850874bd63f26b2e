/** The applications module's public face: code outside the module imports only from here. */

export { sendApplicantDigests } from './applicant-mail.js';
export { hireThroughOffer } from './pipeline.js';
export { applicationRoutes } from './routes.js';
