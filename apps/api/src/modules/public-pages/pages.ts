import { formatUtcOffset, languagesText, paths, placeText, utcOffsetMinutes } from '@talentport/contract';
import type { Db } from '../../db/client.js';
import type { CompanyRow, OpportunityRow, StoredFileRef, UserRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isPubliclyVisible } from '../../policies/index.js';
import { getCompanyByCode } from '../companies/index.js';
import { buildDetailQuery } from '../opportunities/index.js';
import { getPublicProfile } from '../profiles/index.js';
import { clip, descriptionToHtml, escapeHtml } from './markup.js';
import { GONE_META, NOT_FOUND_META, type PageMeta } from './shell.js';
import { jobPostingOf, organizationOf, profilePageOf } from './structured-data.js';

export type PublicPage = { statusCode: 200 | 404 | 410; meta: PageMeta };

const NOT_FOUND: PublicPage = { statusCode: 404, meta: NOT_FOUND_META };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Public codes (users, companies): letters and digits (decision 006). */
export const PUBLIC_CODE = /^[A-Za-z0-9]{1,40}$/;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `$5,000–$8,000 a month`, as the web app writes pay (features/opportunities/search-params.ts). */
export function formatPay(opportunity: Pick<OpportunityRow, 'payType' | 'payMin' | 'payMax'>): string {
  const money = (value: number) => `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  const { payType, payMin, payMax } = opportunity;
  const range = payMin === payMax ? money(payMin) : `${money(payMin)}–${money(payMax)}`;
  if (payType === 'Monthly') return `${range} a month`;
  if (payType === 'Hourly') return `${range} an hour`;
  return `${range} fixed`;
}

function absolute(origin: string, path: string): string {
  return `${origin}${path}`;
}

function firstPicture(origin: string, pictures: StoredFileRef[]): string | null {
  const url = pictures[0]?.url;
  return url?.startsWith('/') ? absolute(origin, url) : null;
}

function version(date: Date): string {
  return date.getTime().toString(36);
}

/**
 * An opportunity as a guest finds it: open ones are indexed; paused ones are shown but not
 * indexed; one that was open and is now closed or filled is gone (410); drafts, hidden and
 * unknown ids are not found (404), as the API answers guests.
 */
export async function opportunityPage(db: Db, origin: string, id: string): Promise<PublicPage> {
  if (!UUID.test(id)) return NOT_FOUND;
  const [row] = await buildDetailQuery(db, id);
  if (!row || !isPubliclyVisible(row.opportunity)) return NOT_FOUND;
  const { opportunity, company } = row;
  if (opportunity.status === 'closed' || opportunity.status === 'filled') {
    return opportunity.publishedAt ? { statusCode: 410, meta: GONE_META } : NOT_FOUND;
  }
  const page = absolute(origin, paths.freelancer.opportunity.getHref({ opportunityId: opportunity.id }));
  const companyPage = row.ownerIsOnboard
    ? absolute(origin, paths.guest.company.getHref({ code: company.code }))
    : null;
  const facts = [formatPay(opportunity), opportunity.workingMode, opportunity.workload, opportunity.location]
    .filter(Boolean)
    .join(' · ');
  const isOpen = opportunity.status === 'open';
  return {
    statusCode: 200,
    meta: {
      title: `${opportunity.title} at ${company.name || 'a company'} · Talentport`,
      description: clip(`${facts}. ${opportunity.description.replace(/\*\*|^\s*[-*]\s+/gm, '')}`),
      canonical: page,
      image: {
        url: absolute(origin, `/og/opportunities/${opportunity.id}.png?v=${version(opportunity.updatedAt)}`),
        alt: `${opportunity.title} at ${company.name}: ${formatPay(opportunity)}`,
        ...OG_IMAGE_SIZE,
      },
      // A paused listing takes no applications: shown, but neither indexed nor marked as a job.
      ...(isOpen
        ? {
            jsonLd: jobPostingOf(opportunity, company, {
              page,
              company: companyPage,
              logo: firstPicture(origin, company.avatar),
            }),
          }
        : { robots: 'noindex' }),
      noScriptHtml: opportunityNoScript(opportunity, company, facts, companyPage),
    },
  };
}

function opportunityNoScript(
  opportunity: OpportunityRow,
  company: CompanyRow,
  facts: string,
  companyPage: string | null,
): string {
  const companyName = escapeHtml(company.name);
  const by = companyPage ? `<a href="${escapeHtml(companyPage)}">${companyName}</a>` : companyName;
  return [
    `<main class="noscript-page"><h1>${escapeHtml(opportunity.title)}</h1>`,
    `<p>${by} · ${escapeHtml(facts)}</p>`,
    descriptionToHtml(opportunity.description),
    opportunity.skills.length > 0 ? `<p>Skills: ${escapeHtml(opportunity.skills.join(', '))}</p>` : '',
    '</main>',
  ].join('');
}

/** A public profile (decision 006: an onboarded account with a role), as guests see it. */
export async function talentPage(db: Db, origin: string, code: string): Promise<PublicPage> {
  if (!PUBLIC_CODE.test(code)) return NOT_FOUND;
  const found = await getPublicProfile({ db, actor: null, code }).catch(notFoundAsNull);
  if (!found) return NOT_FOUND;
  const { user } = found;
  const page = absolute(origin, paths.guest.talentProfile.getHref({ code: user.code }));
  const avatar = firstPicture(origin, user.avatar);
  const headline = [user.occupation, user.experienceLevel, user.workingMode].filter(Boolean).join(' · ');
  return {
    statusCode: 200,
    meta: {
      title: `${user.fullname}${user.occupation ? `, ${user.occupation}` : ''} · Talentport`,
      description: clip(
        `${headline}${headline ? '. ' : ''}${user.describeYourself || `${user.fullname} on Talentport.`}`,
      ),
      canonical: page,
      openGraphType: 'profile',
      ...(avatar ? { image: { url: avatar, alt: `${user.fullname}’s photo` } } : {}),
      jsonLd: profilePageOf(user, { page, image: avatar }),
      noScriptHtml: talentNoScript(user, headline),
    },
  };
}

function talentNoScript(user: UserRow, headline: string): string {
  return [
    `<main class="noscript-page"><h1>${escapeHtml(user.fullname)}</h1>`,
    headline ? `<p>${escapeHtml(headline)}</p>` : '',
    user.describeYourself ? `<p>${escapeHtml(user.describeYourself)}</p>` : '',
    user.skills.length > 0 ? `<p>Skills: ${escapeHtml(user.skills.join(', '))}</p>` : '',
    ...locationLines(user),
    '</main>',
  ].join('');
}

/** Where they work from (with the time zone's offset now) and their languages, in English (decision 129). */
function locationLines(user: UserRow): string[] {
  const place = placeText(user);
  const offset = user.timeZone ? formatUtcOffset(utcOffsetMinutes(user.timeZone)) : '';
  const where = [place, offset && `${user.timeZone.replace(/_/g, ' ')} (${offset})`]
    .filter(Boolean)
    .join(' · ');
  return [
    where ? `<p>Based in ${escapeHtml(where)}</p>` : '',
    user.languages.length > 0 ? `<p>Languages: ${escapeHtml(languagesText(user.languages))}</p>` : '',
  ];
}

/** A company page: public once its owner has finished onboarding, as the API answers. */
export async function companyPage(db: Db, origin: string, code: string): Promise<PublicPage> {
  if (!PUBLIC_CODE.test(code)) return NOT_FOUND;
  const found = await getCompanyByCode({ db, code }).catch(notFoundAsNull);
  if (!found) return NOT_FOUND;
  const { company } = found;
  const page = absolute(origin, paths.guest.company.getHref({ code: company.code }));
  const facts = [
    company.companyIndustry,
    company.companyLocation,
    company.companySize && `${company.companySize} people`,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    statusCode: 200,
    meta: {
      title: `${company.name} · Talentport`,
      description: clip(
        `${facts}${facts ? '. ' : ''}${company.aboutBusiness || `${company.name} hires on Talentport.`}`,
      ),
      canonical: page,
      image: {
        url: absolute(origin, `/og/companies/${company.code}.png?v=${version(company.updatedAt)}`),
        alt: `${company.name} on Talentport`,
        ...OG_IMAGE_SIZE,
      },
      jsonLd: organizationOf(company, { page, logo: firstPicture(origin, company.avatar) }),
      noScriptHtml: [
        `<main class="noscript-page"><h1>${escapeHtml(company.name)}</h1>`,
        facts ? `<p>${escapeHtml(facts)}</p>` : '',
        company.aboutBusiness ? `<p>${escapeHtml(company.aboutBusiness)}</p>` : '',
        '</main>',
      ].join(''),
    },
  };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}
