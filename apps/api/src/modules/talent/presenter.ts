import type { AgencyCard, TalentCard } from '@talentport/contract';
import type { BenchPreview } from '../../platform/agency-bench.js';
import { presentLocation } from '../profiles/index.js';
import type { AgencyRow } from './agencies.js';
import type { TalentRow } from './search.js';

const SHORT_TEXT = 160;

/** The start of a longer text on one line, cut at a word and marked with an ellipsis. */
export function shortText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= SHORT_TEXT) return line;
  const cut = line.slice(0, SHORT_TEXT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_TEXT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Only the card's public fields, named one by one (never a spread of the row). */
export function presentTalentCard(row: TalentRow): TalentCard {
  return {
    code: row.code,
    fullname: row.fullname,
    avatar: row.avatar,
    occupation: row.occupation,
    experienceLevel: row.experienceLevel,
    skills: row.skills,
    expertise: row.expertise,
    headline: shortText(row.headlineSource),
    nationality: row.nationality,
    workingMode: row.workingMode,
    workLoad: row.workLoad,
    hourlyRate: Number(row.hourlyRate ?? 0),
    monthlyRate: Number(row.monthlyRate ?? 0),
    rating: row.rating,
    numberOfRate: row.numberOfRate,
    isHighlighted: Boolean(row.isHighlighted),
    availableFrom: row.availableFrom,
    openToOffers: row.openToOffers,
    ...presentLocation(row),
  };
}

export function presentAgencyCard(
  row: AgencyRow,
  bench: BenchPreview = { benchCount: 0, benchPreview: [] },
): AgencyCard {
  return {
    code: row.code,
    name: row.name,
    avatar: row.avatar,
    companyIndustry: row.companyIndustry,
    companyLocation: row.companyLocation,
    companySize: row.companySize,
    about: shortText(row.aboutSource),
    rating: row.rating,
    numberOfRate: row.numberOfRate,
    ownerCode: row.ownerCode,
    benchCount: bench.benchCount,
    benchPreview: bench.benchPreview,
  };
}
