import { accountEndpoints } from './account.js';
import { accountDeletionEndpoints } from './account-deletion.js';
import { agencyBenchEndpoints } from './agency-bench.js';
import { applicationsEndpoints } from './applications.js';
import { authEndpoints } from './auth.js';
import { chatEndpoints } from './chat.js';
import { companiesEndpoints } from './companies.js';
import { dataExportEndpoints } from './data-export.js';
import type { EndpointInput } from './define.js';
import { devicesEndpoints } from './devices.js';
import { engagementsEndpoints } from './engagements.js';
import { filesEndpoints } from './files.js';
import { notificationPreferencesEndpoints } from './notification-preferences.js';
import { notificationsEndpoints } from './notifications.js';
import { oauthEndpoints } from './oauth.js';
import { onboardingDraftsEndpoints } from './onboarding-drafts.js';
import { opportunitiesEndpoints } from './opportunities.js';
import { portfolioEndpoints } from './portfolio.js';
import { profilesEndpoints } from './profiles.js';
import { rewardsEndpoints } from './rewards.js';
import { savedSearchesEndpoints } from './saved-searches.js';
import { savedTalentSearchesEndpoints } from './saved-talent-searches.js';
import { shortUrlsEndpoints } from './short-urls.js';
import { staffEndpoints } from './staff.js';
import { talentEndpoints } from './talent.js';
import { talentListsEndpoints } from './talent-lists.js';
import { talentManagerEndpoints } from './talent-manager.js';
import { topTalentEndpoints } from './top-talent.js';
import { twoFactorEndpoints } from './two-factor.js';
import { workAgreementsEndpoints } from './work-agreements.js';

export { apiRoutes } from './api-routes.js';
export { applicationRefSchema, statusChangeSchema } from './applications.js';
export * from './define.js';

/**
 * Every endpoint of the API, per feature: method, path (below `/api`), the schemas of its params,
 * query, body and result, the 4xx answers it documents. The API's routes take their schemas from
 * here, the web client its types (`EndpointResult<typeof endpoints.x.y>`), and the OpenAPI
 * document its operation ids, descriptions and error answers.
 */
export const endpoints = {
  account: accountEndpoints,
  accountDeletion: accountDeletionEndpoints,
  agencyBench: agencyBenchEndpoints,
  applications: applicationsEndpoints,
  auth: authEndpoints,
  chat: chatEndpoints,
  companies: companiesEndpoints,
  dataExport: dataExportEndpoints,
  devices: devicesEndpoints,
  engagements: engagementsEndpoints,
  files: filesEndpoints,
  notifications: notificationsEndpoints,
  notificationPreferences: notificationPreferencesEndpoints,
  oauth: oauthEndpoints,
  onboardingDrafts: onboardingDraftsEndpoints,
  opportunities: opportunitiesEndpoints,
  profiles: profilesEndpoints,
  rewards: rewardsEndpoints,
  savedSearches: savedSearchesEndpoints,
  savedTalentSearches: savedTalentSearchesEndpoints,
  shortUrls: shortUrlsEndpoints,
  staff: staffEndpoints,
  talent: talentEndpoints,
  talentManager: talentManagerEndpoints,
  topTalent: topTalentEndpoints,
  twoFactor: twoFactorEndpoints,
  talentLists: talentListsEndpoints,
  portfolio: portfolioEndpoints,
  workAgreements: workAgreementsEndpoints,
} as const;

function isEndpoint(value: object): value is EndpointInput {
  return 'id' in value && 'method' in value && 'path' in value;
}

function collect(group: object): EndpointInput[] {
  return Object.values(group).flatMap((value: object) => (isEndpoint(value) ? [value] : collect(value)));
}

/** Every endpoint, flat (the order of `endpoints`). */
export function listEndpoints(): EndpointInput[] {
  return collect(endpoints);
}
