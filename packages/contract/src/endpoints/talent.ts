import {
  talentFacetsAnswerSchema,
  talentSearchFiltersSchema,
  talentSearchPageSchema,
  talentSearchQuerySchema,
  talentVisibilityInputSchema,
  talentVisibilitySchema,
} from '../talent.js';
import { defineEndpoint } from './define.js';

export const talentEndpoints = {
  searchTalent: defineEndpoint({
    id: 'searchTalent',
    method: 'GET',
    path: '/v1/talent',
    summary: 'Search freelancers (or agencies) the caller may see',
    description:
      'Onboarded freelancers only, as public cards (never email, phone, date of birth, address, bank details or ' +
      'resume). Guests see public profiles only; signed-in employers and agencies also see members-only ' +
      'profiles; hidden profiles never appear (decision 100). Every the data rules filter combines with the others; list ' +
      'values repeat the key. `payType` keeps people asking that kind of rate and picks the rate `rangePrice` ' +
      '(`min,max`; the default 0,500 is no constraint) and the rate sorts read. `jobName` matches name, ' +
      'describeYourself, skills, occupation and portfolio, tolerating typos. Sorted by `bestMatch` ' +
      '(highlighted profiles lifted, decision 040), `rating`, `rateLow`, `rateHigh` or `recentlyActive`; ties ' +
      'break on code so pages are stable. `tab=Agency` lists agencies (keyword and sort only). Decision 099.',
    tags: ['talent'],
    access: 'optional',
    query: talentSearchQuerySchema,
    response: talentSearchPageSchema,
    errors: [400],
  }),
  getTalentFacets: defineEndpoint({
    id: 'getTalentFacets',
    method: 'GET',
    path: '/v1/talent/facets',
    summary: 'How many people each filter option gives with the other filters applied',
    description:
      'Same visibility as the search: a session (the `token` header) of an employer or agency widens it. ' +
      'Groups named in `capped` are lower bounds.',
    tags: ['talent'],
    access: 'optional',
    query: talentSearchFiltersSchema,
    response: talentFacetsAnswerSchema,
    errors: [400],
  }),
  getMyVisibility: defineEndpoint({
    id: 'getMyVisibility',
    method: 'GET',
    path: '/v1/user/visibility',
    summary: 'Who may see the caller’s freelancer profile, and their availability',
    description:
      'Needs a session (the `token` header; 401 without one). Freelancers only (403 for other accounts).',
    tags: ['talent'],
    access: 'user',
    response: talentVisibilitySchema,
    errors: [401, 403],
  }),
  updateMyVisibility: defineEndpoint({
    id: 'updateMyVisibility',
    method: 'PUT',
    path: '/v1/user/visibility',
    summary: 'Choose who may see the caller’s freelancer profile; set available from and open to offers',
    description:
      '`profileVisibility`: public (everyone, search engines too), members (signed-in employers and agencies; ' +
      'the default) or hidden (nobody else). Needs a session; freelancers only (403 for other accounts). ' +
      'Rate-limited: 429 RATE_LIMITED with a `retry-after` header when the limit is reached.',
    tags: ['talent'],
    access: 'user',
    body: talentVisibilityInputSchema,
    response: talentVisibilitySchema,
    errors: [400, 401, 403, 429],
  }),
} as const;
