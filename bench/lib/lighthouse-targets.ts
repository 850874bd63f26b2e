/** Issue 9's targets for Lighthouse (scores out of 100), and issue 22's SEO target for the public pages. */
export const LIGHTHOUSE_TARGETS = {
  desktopPerformance: 95,
  mobilePerformance: 90,
  accessibility: 100,
  seo: 100,
  seoPages: ['detail', 'company', 'talent'] as readonly string[],
};
