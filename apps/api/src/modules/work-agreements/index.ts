/**
 * The work-agreements module's public face (issue 34, decision 122): offers with terms,
 * milestones, timesheets, invoices and their PDF, and the sweep of their time rules.
 */
export type { WorkContext } from './notify.js';
export { workAgreementRoutes } from './routes.js';
export { runWorkAgreementSweep } from './sweeps.js';
