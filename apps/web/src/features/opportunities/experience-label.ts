/** Shared with the talent directory; it lives in lib/ now. */
export { experienceLabel } from '../../lib/experience-label';
