import { formatMoney, minorToInput } from '../../lib/format-money';
import { parseMoneyInput } from '../../lib/parse-money';

export type OfferKind = 'fixed' | 'hourly';

/** The terms an offer carries, as the API takes and answers them (money in minor units). */
export type TermsInput = {
  kind: OfferKind;
  currency: string;
  amount?: number | null | undefined;
  hourlyRate?: number | null | undefined;
  weeklyHourLimit?: number | null | undefined;
  startDate: string;
  endDate?: string | null | undefined;
  scope: string;
  milestones: { title: string; amount: number; dueDate?: string | null | undefined }[];
};

export type MilestoneRow = { title: string; amount: string; dueDate: string };

/** What the form edits: text as typed, turned into terms on submit. */
export type OfferFormValues = {
  kind: OfferKind;
  currency: string;
  amount: string;
  hourlyRate: string;
  weeklyHourLimit: string;
  startDate: string;
  endDate: string;
  scope: string;
  milestones: MilestoneRow[];
};

/** A field's key in the form: a top-level field, or one cell of a milestone row. */
export type OfferFieldErrors = Record<string, string>;

const EMPTY_ROW: MilestoneRow = { title: '', amount: '', dueDate: '' };
export const emptyMilestone = (): MilestoneRow => ({ ...EMPTY_ROW });

export function emptyOfferValues(currency: string, today: string): OfferFormValues {
  return {
    kind: 'fixed',
    currency,
    amount: '',
    hourlyRate: '',
    weeklyHourLimit: '',
    startDate: today,
    endDate: '',
    scope: '',
    milestones: [emptyMilestone()],
  };
}

/** A version's terms as the form's text, for a counter-offer that starts from them. */
export function valuesFromTerms(terms: TermsInput): OfferFormValues {
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : minorToInput(value, terms.currency);
  return {
    kind: terms.kind,
    currency: terms.currency,
    amount: money(terms.amount),
    hourlyRate: money(terms.hourlyRate),
    weeklyHourLimit: terms.weeklyHourLimit ? String(terms.weeklyHourLimit) : '',
    startDate: terms.startDate.slice(0, 10),
    endDate: terms.endDate ? terms.endDate.slice(0, 10) : '',
    scope: terms.scope,
    milestones: terms.milestones.map((milestone) => ({
      title: milestone.title,
      amount: money(milestone.amount),
      dueDate: milestone.dueDate ? milestone.dueDate.slice(0, 10) : '',
    })),
  };
}

export type MilestoneSum =
  | { state: 'empty' }
  | { state: 'unreadable' }
  | { state: 'match' | 'under' | 'over'; sum: number; total: number | null };

/** The milestones' amounts added up, against the total when it can be read. */
export function sumMilestones(values: OfferFormValues): MilestoneSum {
  const rows = values.milestones.filter((row) => row.amount.trim() !== '');
  if (rows.length === 0) return { state: 'empty' };
  let sum = 0;
  for (const row of rows) {
    const parsed = parseMoneyInput(row.amount, values.currency);
    if (!parsed.ok) return { state: 'unreadable' };
    sum += parsed.minor;
  }
  const total = parseMoneyInput(values.amount, values.currency);
  if (!total.ok) return { state: 'under', sum, total: null };
  return {
    state: sum === total.minor ? 'match' : sum < total.minor ? 'under' : 'over',
    sum,
    total: total.minor,
  };
}

/** The plain sentence under the milestones: whether they add up to the total, and by how much not. */
export function describeMilestoneSum(values: OfferFormValues, locale?: string): string {
  const result = sumMilestones(values);
  const money = (minor: number) => formatMoney(minor, values.currency, locale);
  switch (result.state) {
    case 'empty':
      return 'Add at least one milestone; their amounts add up to the total.';
    case 'unreadable':
      return 'One of the milestone amounts is not a number yet.';
    case 'match':
      return `The milestones add up to the total, ${money(result.sum)}.`;
    default:
      if (result.total === null) return `The milestones add up to ${money(result.sum)}. Enter the total.`;
      return `The milestones add up to ${money(result.sum)}, ${money(Math.abs(result.total - result.sum))} ${
        result.state === 'under' ? 'less' : 'more'
      } than the total of ${money(result.total)}. Change an amount so they match.`;
  }
}

/**
 * The form's text as terms, or a sentence per field that cannot be read. Only what a person could
 * not have meant is checked here; the rest (dates in order, limits) is the server's to say.
 */
export function toTerms(values: OfferFormValues): { terms: TermsInput } | { errors: OfferFieldErrors } {
  const errors: OfferFieldErrors = {};
  const money = (key: string, text: string) => {
    const parsed = parseMoneyInput(text, values.currency);
    if (parsed.ok) return parsed.minor;
    errors[key] = parsed.message;
    return 0;
  };
  if (!values.startDate) errors.startDate = 'Choose the day the work starts.';
  if (values.scope.trim() === '') errors.scope = 'Describe the work in a sentence or two.';
  const base = {
    kind: values.kind,
    currency: values.currency,
    startDate: values.startDate,
    endDate: values.endDate || null,
    scope: values.scope.trim(),
  };
  let terms: TermsInput;
  if (values.kind === 'fixed') {
    const amount = money('amount', values.amount);
    const milestones = values.milestones.map((row, index) => {
      if (row.title.trim() === '') errors[`milestones.${index}.title`] = 'Give the milestone a title.';
      return {
        title: row.title.trim(),
        amount: money(`milestones.${index}.amount`, row.amount),
        dueDate: row.dueDate || null,
      };
    });
    if (milestones.length === 0) errors.milestones = 'Add at least one milestone.';
    const sum = sumMilestones(values);
    if (sum.state === 'under' || sum.state === 'over') errors.milestones = describeMilestoneSum(values);
    terms = { ...base, amount, milestones };
  } else {
    const hourlyRate = money('hourlyRate', values.hourlyRate);
    const limit = Number(values.weeklyHourLimit);
    if (!/^\d+$/.test(values.weeklyHourLimit.trim()) || limit < 1 || limit > 168) {
      errors.weeklyHourLimit = 'Write the most hours a week as a whole number from 1 to 168.';
    }
    terms = { ...base, hourlyRate, weeklyHourLimit: limit, milestones: [] };
  }
  return Object.keys(errors).length > 0 ? { errors } : { terms };
}
