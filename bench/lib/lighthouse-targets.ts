/** Issue 9's targets for Lighthouse (scores out of 100). */
export const LIGHTHOUSE_TARGETS = { desktopPerformance: 95, mobilePerformance: 90, accessibility: 100 };
