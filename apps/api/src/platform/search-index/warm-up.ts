import {
  EXPERTISE_AREAS,
  OCCUPATIONS,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';

/** Views a search answers once built and before readiness (decision 138). */
export const WARM_UP_VIEWS = 160;
/** Smaller indexes answer their first views fast enough cold (tests, the demo data). */
export const WARM_UP_FROM_DOCUMENTS = 10_000;
/** At once: the pool opens a few connections and prepares its statements on each. */
const WARM_UP_AT_ONCE = 4;
/**
 * No view is started after this long or after this many failures: a slow or lost database
 * delays readiness by seconds, not by every view's own timeout.
 */
export const WARM_UP_BUDGET_MS = 10_000;
export const WARM_UP_FAILURES = 3;

/** Draws from a fixed sequence: every start warms the same views. */
export type Draw = {
  pick<T>(values: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from 0 to `below - 1`. */
  below(below: number): number;
};

/** A fixed sequence of draws from `seed`. */
export function drawFrom(seed: number): Draw {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    pick: (values) => values[Math.floor(next() * values.length)] as (typeof values)[number],
    chance: (p) => next() < p,
    below: (below) => Math.floor(next() * below),
  };
}

type FilterLists = Readonly<Record<string, readonly (string | number)[]>>;

/** The filters listings and people share (the search page's §3 filters). */
const SHARED_FILTERS: FilterLists = {
  freelancerType: OCCUPATIONS,
  expertise: EXPERTISE_AREAS,
  workload: WORKLOADS,
  workingMode: WORKING_MODES,
  yearsOfExperience: YEARS_OF_EXPERIENCE,
};

/**
 * Filters drawn as people combine them (0–4 of the shared filters and `more`, sometimes two values
 * of one), for a view the service parses with its own query schema.
 */
export function drawFilters(draw: Draw, more: FilterLists = {}): Record<string, (string | number)[]> {
  const lists: FilterLists = { ...SHARED_FILTERS, ...more };
  const filters: Record<string, (string | number)[]> = {};
  const keys = Object.keys(lists);
  for (let count = draw.below(5); count > 0; count -= 1) {
    const key = draw.pick(keys);
    const values = lists[key] as readonly (string | number)[];
    filters[key] = draw.chance(0.25) ? [draw.pick(values), draw.pick(values)] : [draw.pick(values)];
  }
  return filters;
}

/** A word people search for: one of an occupation's, sometimes with a letter dropped (a typo). */
export function drawKeyword(draw: Draw): string {
  const word = draw.pick(draw.pick(OCCUPATIONS).toLowerCase().split(' '));
  if (!draw.chance(0.2) || word.length < 4) return word;
  const at = 1 + draw.below(word.length - 2);
  return `${word.slice(0, at)}${word.slice(at + 1)}`;
}

/**
 * Runs `view` WARM_UP_VIEWS times, a few at once, before a search says it is ready (decision 138):
 * the first views after a start ran on cold code (V8 had not compiled the index's loops), an empty
 * pool and empty caches, and a process offered its usual load in its first seconds answered views
 * in up to 3 s while later ones took 50 ms. Failures are ignored: a view that fails here fails for
 * its first person, with its own error. `first`: views answered before the drawn ones, the ones
 * most people open first (the landing pages: their answers are then cached at readiness, decision
 * 139). Answers how many views were answered.
 */
export async function warmUp(
  documents: number,
  view: (draw: Draw) => Promise<unknown>,
  first: readonly (() => Promise<unknown>)[] = [],
): Promise<number> {
  if (documents < WARM_UP_FROM_DOCUMENTS) return 0;
  let failed = 0;
  const answered = await Promise.all(
    first.map((answer) =>
      answer().then(
        () => 1,
        () => 0,
      ),
    ),
  );
  const draw = drawFrom(WARM_UP_VIEWS);
  let started = 0;
  const deadline = Date.now() + WARM_UP_BUDGET_MS;
  const worker = async () => {
    while (started < WARM_UP_VIEWS && failed < WARM_UP_FAILURES && Date.now() < deadline) {
      started += 1;
      await view(draw).catch(() => {
        failed += 1;
      });
    }
  };
  await Promise.all(Array.from({ length: WARM_UP_AT_ONCE }, worker));
  return answered.reduce((sum, one) => sum + one, 0) + started - failed;
}
