import type { ErrorEnvelope, OfferTerms, OfferTermsInput } from '@talentport/contract';
import { humanizeFieldName } from '../../lib/form-errors';
import { formatMoney, minorToInput } from '../../lib/format-money';
import { parseMoneyInput } from '../../lib/parse-money';

export type OfferKind = OfferTerms['kind'];

/** The terms an offer carries, as the API takes them (money in minor units). */
export type TermsInput = OfferTermsInput & {
  milestones: { title: string; amount: number; dueDate: string }[];
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
export function valuesFromTerms(terms: OfferTerms): OfferFormValues {
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
      dueDate: milestone.dueDate.slice(0, 10),
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
      return values.milestones.length === 0
        ? 'Without milestones the whole work is one milestone, paid when it is approved.'
        : 'The milestones’ amounts add up to the total.';
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
    // Empty: not chosen, the server uses the platform's currency.
    ...(values.currency ? { currency: values.currency } : {}),
    startDate: values.startDate,
    endDate: values.endDate || null,
    scope: values.scope.trim(),
  };
  let terms: TermsInput;
  if (values.kind === 'fixed') {
    const amount = money('amount', values.amount);
    const milestones = values.milestones.map((row, index) => {
      if (row.title.trim() === '') errors[`milestones.${index}.title`] = 'Give the milestone a title.';
      if (!row.dueDate) errors[`milestones.${index}.dueDate`] = 'Choose the day it is due.';
      return {
        title: row.title.trim(),
        amount: money(`milestones.${index}.amount`, row.amount),
        dueDate: row.dueDate,
      };
    });
    const sum = sumMilestones(values);
    if (sum.state === 'under' || sum.state === 'over') errors.milestones = describeMilestoneSum(values);
    terms = { ...base, amount, milestones };
  } else {
    const hourlyRate = money('hourlyRate', values.hourlyRate);
    const limit = Number(values.weeklyHourLimit);
    if (!/^\d+$/.test(values.weeklyHourLimit.trim()) || limit < 1 || limit > 80) {
      errors.weeklyHourLimit = 'Write the most hours a week as a whole number from 1 to 80.';
    }
    terms = { ...base, hourlyRate, weeklyHourLimit: limit, milestones: [] };
  }
  return Object.keys(errors).length > 0 ? { errors } : { terms };
}

/** The form's labels for the server's field paths (`terms.amount`, `terms.milestones.1.dueDate`). */
const LABELS: Record<string, string> = {
  kind: 'Kind',
  currency: 'Currency',
  amount: 'Total',
  hourlyRate: 'Hourly rate',
  weeklyHourLimit: 'Weekly hour limit',
  startDate: 'Start date',
  endDate: 'End date',
  scope: 'Scope',
  milestones: 'Milestones',
  title: 'Title',
  dueDate: 'Due date',
};

/**
 * A server refusal as sentences next to the form's fields (decision 062): `terms.` is dropped, a
 * milestone cell keeps its row (`milestones.1.amount`), and what belongs to no field of the form
 * (the application or the talent) goes to the banner with the envelope's sentence.
 */
export function toOfferFormErrors(envelope: ErrorEnvelope): { summary: string; fields: OfferFieldErrors } {
  const fields: OfferFieldErrors = {};
  const unplaced: string[] = [];
  for (const issue of envelope.error.fields ?? []) {
    const path = issue.path.replace(/^terms\./, '').replace(/\[(\d+)\]/g, '.$1');
    const last = path.split('.').pop() ?? path;
    const top = path.split('.')[0] ?? path;
    const message = issue.message.replace(/\.$/, '');
    // Some refusals are whole sentences already ("The milestones add up to …").
    const label = LABELS[last] ?? humanizeFieldName(last);
    const text = /^[A-Z]/.test(message) ? `${message}.` : `${label} ${message}.`;
    if (top in LABELS && top !== 'title' && top !== 'dueDate') fields[path] ??= text;
    else unplaced.push(text);
  }
  if (Object.keys(fields).length === 0 && unplaced.length === 0)
    return { summary: envelope.error.en, fields };
  return {
    summary: unplaced.length > 0 ? unplaced.join(' ') : 'Please correct the fields marked below.',
    fields,
  };
}
