/** The files module's public face: code outside the module imports only from here. */
export { contentDisposition, toDownloadName } from './file-types.js';
export { fileRoutes } from './routes.js';
