/** The profiles module's public face: code outside the module imports only from here. */
export { presentCompany, presentLocation, presentMe, presentUserCard } from './presenter.js';
export { getPublicProfile } from './public-service.js';
export { profileRoutes } from './routes.js';
export { assertRequiredFields, mirroredCompanyFields, toCompanyColumns, updateProfile } from './service.js';
