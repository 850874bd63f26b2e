/** The data-export module's public face (decision 109): code outside the module imports only from here. */
export { dataExportRoutes } from './routes.js';
export { buildExportZip, expireDataExports, prepareDueExports } from './prepare.js';
export { type DataExportWorker, startDataExportWorker } from './worker.js';
