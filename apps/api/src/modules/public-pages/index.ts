/** The public-pages module's public face: code outside the module imports only from here. */
export { registerPublicPages } from './routes.js';
