/** The short-urls module's public face: code outside the module imports only from here. */
export { shortUrlRoutes } from './routes.js';
export { resolveShortLink } from './service.js';
