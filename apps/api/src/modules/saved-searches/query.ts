import {
  type AlertFrequency,
  type OpportunitySearchFilters,
  opportunitySearchFiltersSchema,
  SALARY_DEFAULT,
  type SavedSearchTarget,
  type TalentSearchFilters,
  talentSearchFiltersSchema,
} from '@talentport/contract';
import type { z } from 'zod';
import { invalidField } from '../../lib/app-error.js';

const PAGING_KEYS = new Set(['page', 'recordPerPage']);

/** The URL's parameters without paging, and as the search schemas read them (repeated keys: lists). */
function readParams(query: string) {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!PAGING_KEYS.has(key)) kept.append(key, value);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(kept.keys())) {
    const values = kept.getAll(key);
    raw[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return { kept, raw };
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? 'query';
  throw invalidField('query', `is not a search we understand (${field} ${issue?.message ?? 'is not valid'})`);
}

/**
 * Reads a search as the web app's URL holds it (`writeFilters`): paging is dropped, a missing
 * `salary` is the default Monthly and `salary=` means any pay (as on the search screen). The
 * filters are checked with the search API's own schema; anything it refuses is a 400 on `query`.
 */
export function parseSavedQuery(query: string): { query: string; filters: OpportunitySearchFilters } {
  const { kept, raw } = readParams(query);
  if (!kept.has('salary')) raw.salary = [...SALARY_DEFAULT];
  return { query: kept.toString(), filters: parseWith(opportunitySearchFiltersSchema, raw) };
}

/**
 * A talent search as /employer/talent and /agency/talent hold it in the URL (decision 114), read
 * with the talent search API's own schema. Only freelancer searches are saved: the Agency tab has
 * no people to alert about.
 */
export function parseTalentQuery(query: string): { query: string; filters: TalentSearchFilters } {
  const { kept, raw } = readParams(query);
  const filters = parseWith(talentSearchFiltersSchema, raw);
  if (filters.tab !== 'Freelancer') {
    throw invalidField('query', 'is a search for agencies: only searches for freelancers can be saved');
  }
  return { query: kept.toString(), filters };
}

/** Reads a saved search's query for its target. */
export function parseQueryOf(target: SavedSearchTarget, query: string) {
  return target === 'talent' ? parseTalentQuery(query) : parseSavedQuery(query);
}

/** A short plain name for a search nobody named (a guest's): "Jobs · react · Remote". */
export function describeSearch(filters: OpportunitySearchFilters): string {
  const parts = [filters.tab === 'Job' ? 'Jobs' : 'Projects'];
  if (filters.jobName?.trim()) parts.push(`“${filters.jobName.trim()}”`);
  parts.push(...filters.freelancerType, ...filters.expertise, ...filters.workingMode, ...filters.workload);
  return parts.join(' · ').slice(0, 80);
}

const HOUR = 60 * 60_000;
/** How long a frequency waits between two mails of one search (instant: every run of the job). */
export const FREQUENCY_MS: Record<AlertFrequency, number> = {
  instant: 0,
  daily: 24 * HOUR,
  weekly: 7 * 24 * HOUR,
};
