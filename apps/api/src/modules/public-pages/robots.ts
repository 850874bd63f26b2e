import { PAGE_AREAS, paths, STAFF_BASENAME } from '@talentport/contract';
/**
 * `/robots.txt`: the sitemap, and the private areas kept out (decision 070). The guest detail page
 * `/freelancer/opportunities/{id}` is public by the route rules, so it is allowed inside the freelancer prefix
 * (the longest rule wins), but not the freelancer's own lists beside it. The three public reads
 * the public pages call are allowed, so a crawler that runs the script can render the page.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${paths.freelancer.opportunities.path}/`,
    `Disallow: ${paths.freelancer.applied.path}`,
    `Disallow: ${paths.freelancer.saved.path}`,
    `Disallow: ${paths.freelancer.requests.path}`,
    `Disallow: ${PAGE_AREAS.freelancer}/`,
    `Disallow: ${PAGE_AREAS.employer}/`,
    `Disallow: ${PAGE_AREAS.agency}/`,
    `Disallow: ${PAGE_AREAS.onboard}/`,
    `Disallow: ${STAFF_BASENAME}`,
    'Allow: /api/v1/opportunities/',
    'Allow: /api/v1/user/public-profile/',
    'Allow: /api/v1/company/',
    'Disallow: /api/',
    `Disallow: ${paths.verifyEmail.path}`,
    `Disallow: ${paths.resetPassword.path}`,
    `Disallow: ${paths.changePassword.path}`,
    `Disallow: ${paths.login.path}/`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
