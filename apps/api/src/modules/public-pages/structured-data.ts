import { languageName } from '@talentport/contract';
import type { CompanyRow, OpportunityRow, UserRow } from '../../db/schema.js';
import { descriptionToHtml } from './markup.js';

/** Amounts on Talentport are Singapore dollars (the product's market; the web app writes `$`). */
export const CURRENCY = 'SGD';
/** Where a location without a country is taken to be. */
const HOME_COUNTRY = { code: 'SG', name: 'Singapore' } as const;

type Urls = { page: string; company: string | null; logo: string | null };

/** schema.org `employmentType` of Google's job posting guidelines. */
export function employmentTypeOf(opportunity: Pick<OpportunityRow, 'type' | 'workload'>): string {
  if (opportunity.type === 'Project' || opportunity.workload === 'Freelance') return 'CONTRACTOR';
  return opportunity.workload === 'Part-time' ? 'PART_TIME' : 'FULL_TIME';
}

/** Monthly and hourly pay have a unit Google knows; a fixed project price has none, so it is left out. */
export function baseSalaryOf(opportunity: Pick<OpportunityRow, 'payType' | 'payMin' | 'payMax'>) {
  const unitText =
    opportunity.payType === 'Monthly' ? 'MONTH' : opportunity.payType === 'Hourly' ? 'HOUR' : null;
  if (!unitText) return undefined;
  const value =
    opportunity.payMin === opportunity.payMax
      ? { '@type': 'QuantitativeValue', value: opportunity.payMin, unitText }
      : {
          '@type': 'QuantitativeValue',
          minValue: opportunity.payMin,
          maxValue: opportunity.payMax,
          unitText,
        };
  return { '@type': 'MonetaryAmount', currency: CURRENCY, value };
}

function placeOf(location: string) {
  const locality = location.trim();
  const isHome = locality === '' || locality.toLowerCase() === HOME_COUNTRY.name.toLowerCase();
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(isHome ? {} : { addressLocality: locality }),
      addressCountry: isHome ? HOME_COUNTRY.code : undefined,
    },
  };
}

/**
 * Remote work is `TELECOMMUTE` with the country applicants must live in (Google requires one);
 * on-site and hybrid work has a place.
 */
function whereOf(opportunity: Pick<OpportunityRow, 'workingMode' | 'location'>) {
  if (opportunity.workingMode === 'Remote') {
    const country = opportunity.location.trim() || HOME_COUNTRY.name;
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: country },
    };
  }
  return { jobLocation: placeOf(opportunity.location) };
}

/** A deadline is a date; applications close at its end in Singapore. */
export function validThroughOf(deadline: string | null): string | undefined {
  return deadline ? `${deadline}T23:59:59+08:00` : undefined;
}

export function jobPostingOf(opportunity: OpportunityRow, company: CompanyRow, urls: Urls) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opportunity.title,
    description: descriptionToHtml(opportunity.description),
    datePosted: (opportunity.publishedAt ?? opportunity.createdAt).toISOString(),
    validThrough: validThroughOf(opportunity.deadline),
    employmentType: employmentTypeOf(opportunity),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(urls.company ? { sameAs: urls.company } : {}),
      ...(urls.logo ? { logo: urls.logo } : {}),
    },
    ...whereOf(opportunity),
    baseSalary: baseSalaryOf(opportunity),
    identifier: { '@type': 'PropertyValue', name: company.name, value: opportunity.id },
    occupationalCategory: opportunity.occupation,
    skills: opportunity.skills.join(', ') || undefined,
    experienceRequirements:
      opportunity.yearsOfExperience > 0
        ? {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: opportunity.yearsOfExperience * 12,
          }
        : undefined,
    totalJobOpenings: opportunity.openings,
    directApply: true,
    url: urls.page,
  };
}

export function profilePageOf(user: UserRow, urls: { page: string; image: string | null }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: urls.page,
    dateCreated: user.createdAt.toISOString(),
    dateModified: user.updatedAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      name: user.fullname,
      identifier: user.code,
      jobTitle: user.occupation || undefined,
      description: user.describeYourself || undefined,
      knowsAbout: user.skills.length > 0 ? user.skills : undefined,
      nationality: user.nationality || undefined,
      ...(user.city || user.country
        ? {
            homeLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressLocality: user.city || undefined,
                addressCountry: user.country || undefined,
              },
            },
          }
        : {}),
      ...(user.languages.length > 0
        ? {
            knowsLanguage: user.languages.map((spoken) => ({
              '@type': 'Language',
              name: languageName(spoken.language),
              alternateName: spoken.language,
            })),
          }
        : {}),
      ...(urls.image ? { image: urls.image } : {}),
      url: urls.page,
    },
  };
}

/** Only web addresses go into `sameAs`; anything else a company typed is left out. */
function webAddresses(values: string[]): string[] {
  return values.filter((value) => /^https?:\/\/[^\s]+$/i.test(value.trim())).map((value) => value.trim());
}

export function organizationOf(company: CompanyRow, urls: { page: string; logo: string | null }) {
  const sameAs = webAddresses([company.websiteUrl, company.linkedInUrl, company.fbUrl]);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    identifier: company.code,
    url: urls.page,
    description: company.aboutBusiness || undefined,
    ...(urls.logo ? { logo: urls.logo } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(company.companyLocation ? { address: placeOf(company.companyLocation).address } : {}),
    ...(company.companyIndustry ? { knowsAbout: company.companyIndustry } : {}),
  };
}
