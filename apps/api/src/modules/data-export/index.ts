/** The data-export module's public face (decision 109): code outside the module imports only from here. */

export { buildExportZip, expireDataExports, prepareDueExports } from './prepare.js';
export { dataExportRoutes } from './routes.js';
export { type DataExportWorker, startDataExportWorker } from './worker.js';
