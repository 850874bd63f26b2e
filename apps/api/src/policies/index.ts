/**
 * Who may do what (decisions 052 and 053): pure functions over the actor and rows. Each answers
 * `allowed` or a refusal with the error code and sentence the client is told. Services call
 * `enforce` with them; presenters use them to tell the client what the viewer may do.
 */

export * from './bench.js';
export * from './blocks.js';
export * from './company.js';
export * from './data-export.js';
export * from './engagements.js';
export * from './files.js';
export * from './mail.js';
export * from './opportunities.js';
export * from './portfolio.js';
export * from './reports.js';
export type { PolicyResult, Refusal } from './result.js';
export { allowed, enforce, isAllowed, refuse } from './result.js';
export * from './talent.js';
export * from './talent-lists.js';
export * from './team-joining.js';
export * from './work-agreements.js';
