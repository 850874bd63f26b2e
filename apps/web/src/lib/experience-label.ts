import { EXPERIENCE_LEVEL_FOR_YEARS } from '@talentport/contract';

/**
 * Experience is one of five exact levels (the data rules: FRESHER=1, JUNIOR=3, MID_SENIOR=5, SENIOR=10,
 * EXPERT=11), and a search for 3 finds 3 only, so options read "Junior · 3 years", never "3+ years".
 */
export function experienceLabel(years: string | number): string {
  const value = Number(years);
  const level = EXPERIENCE_LEVEL_FOR_YEARS[value];
  const span = `${value} ${value === 1 ? 'year' : 'years'}`;
  return level ? `${level} · ${span}` : span;
}
