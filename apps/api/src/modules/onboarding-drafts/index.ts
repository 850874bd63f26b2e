/** The onboarding-drafts module's public face: code outside the module imports only from here. */
export { onboardingDraftRoutes } from './routes.js';
