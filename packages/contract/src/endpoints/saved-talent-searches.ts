import { pageSchema } from '../envelope.js';
import {
  createSavedSearchInputSchema,
  deletedSavedSearchSchema,
  savedSearchesQuerySchema,
  savedSearchIdParamsSchema,
  savedSearchSchema,
  updateSavedSearchInputSchema,
} from '../saved-searches.js';
import { defineEndpoint } from './define.js';

const HIRERS =
  'Needs a session of an employer or an agency (403 for other roles). Another person’s saved search answers 404.';

/** Saved talent searches and their alerts of new matching people (issue 19 item 4, decision 114). */
export const savedTalentSearchesEndpoints = {
  listSavedTalentSearches: defineEndpoint({
    id: 'listSavedTalentSearches',
    method: 'GET',
    path: '/v1/saved-talent-searches',
    summary: 'The caller’s saved talent searches, newest first',
    description: HIRERS,
    tags: ['talent'],
    access: 'user',
    query: savedSearchesQuerySchema,
    response: pageSchema(savedSearchSchema),
    errors: [400, 401, 403],
  }),
  createSavedTalentSearch: defineEndpoint({
    id: 'createSavedTalentSearch',
    method: 'POST',
    path: '/v1/saved-talent-searches',
    summary: 'Save a talent search with a name and an alert frequency',
    description: `${HIRERS} \`query\` is the freelancer search as the web app's URL holds it (\`tab=Freelancer&…\`; agency searches cannot be saved). Freelancers who match it and become findable from now on (finish onboarding, stop hiding their profile, or change what the search matches) are mailed (instant, daily or weekly) and added to the notifications, each once. At most 20 per account.`,
    tags: ['talent'],
    access: 'user',
    body: createSavedSearchInputSchema,
    response: savedSearchSchema,
    errors: [400, 401, 403],
  }),
  updateSavedTalentSearch: defineEndpoint({
    id: 'updateSavedTalentSearch',
    method: 'PUT',
    path: '/v1/saved-talent-searches/:id',
    summary: 'Rename a saved talent search or change how often it alerts',
    description: HIRERS,
    tags: ['talent'],
    access: 'user',
    params: savedSearchIdParamsSchema,
    body: updateSavedSearchInputSchema,
    response: savedSearchSchema,
    errors: [400, 401, 403, 404],
  }),
  deleteSavedTalentSearch: defineEndpoint({
    id: 'deleteSavedTalentSearch',
    method: 'DELETE',
    path: '/v1/saved-talent-searches/:id',
    summary: 'Delete a saved talent search (its alerts stop)',
    description: HIRERS,
    tags: ['talent'],
    access: 'user',
    params: savedSearchIdParamsSchema,
    response: deletedSavedSearchSchema,
    errors: [400, 401, 403, 404],
  }),
} as const;
