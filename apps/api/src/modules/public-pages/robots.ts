/**
 * `/robots.txt`: the sitemap, and the private areas kept out (decision 070). The guest detail page
 * `/freelancer/opportunities/{id}` is public by §2, so it is allowed inside the freelancer prefix
 * (the longest rule wins), but not the freelancer's own lists beside it. The three public reads
 * the public pages call are allowed, so a crawler that runs the script can render the page.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /freelancer/opportunities/',
    'Disallow: /freelancer/opportunities/applied',
    'Disallow: /freelancer/opportunities/saved',
    'Disallow: /freelancer/opportunities/request',
    'Disallow: /freelancer/',
    'Disallow: /employer/',
    'Disallow: /agency/',
    'Disallow: /onboard/',
    'Disallow: /staff',
    'Allow: /api/v1/opportunities/',
    'Allow: /api/v1/user/public-profile/',
    'Allow: /api/v1/company/',
    'Disallow: /api/',
    'Disallow: /verify-email',
    'Disallow: /reset-password',
    'Disallow: /change-password',
    'Disallow: /login/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
