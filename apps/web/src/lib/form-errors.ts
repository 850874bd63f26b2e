import type { ErrorEnvelope } from '@talentport/contract';
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form shows after a refusal: a sentence next to each field, and a banner for the rest. */
export type FormErrors<Field extends string> = { fields: FieldErrors<Field>; summary: string };

/** "payMax" → "Pay max", "skills[0]" → "Skills": only for fields a form forgot to label. */
export function humanizeFieldName(path: string): string {
  const words = path
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop()
    ?.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'This field';
}

/** The form field a path belongs to: "skills[2]" and "skills.2" belong to "skills". */
function fieldOf(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

function sentence<Field extends string>(path: string, message: string, labels: Record<Field, string>) {
  const key = fieldOf(path);
  const label = key in labels ? labels[key as Field] : humanizeFieldName(key);
  return `${label} ${message.replace(/\.$/, '')}.`;
}

/**
 * One English sentence per field from a zod error: the contract's messages are predicates
 * ("is required", "must be a valid email address"), so the field's label starts the sentence.
 */
export function toFieldErrors<Field extends string>(
  error: z.ZodError,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in labels)) continue;
    const field = key as Field;
    if (errors[field] === undefined) errors[field] = sentence(key, issue.message, labels);
  }
  return errors;
}

/**
 * A server refusal as a form shows it (decision 062): each `error.fields` entry goes next to its
 * field with the form's own label; a refusal about no field, or about a field the form does not
 * show, becomes the banner. The envelope's `en` sentence (which names fields by their code names)
 * is shown only when the server gave no field details.
 */
export function toFormErrors<Field extends string>(
  envelope: ErrorEnvelope,
  labels: Record<Field, string>,
): FormErrors<Field> {
  const issues = envelope.error.fields ?? [];
  if (issues.length === 0) return { fields: {}, summary: envelope.error.en };
  const fields: FieldErrors<Field> = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    const text = sentence(issue.path, issue.message, labels);
    if (key in labels) {
      const field = key as Field;
      if (fields[field] === undefined) fields[field] = text;
    } else unplaced.push(text);
  }
  const summary = unplaced.length > 0 ? unplaced.join(' ') : 'Please correct the fields marked below.';
  return { fields, summary };
}

/** The client-side check with the contract's schema, as the same shape as a server refusal. */
export function checkWithSchema<Field extends string>(
  schema: z.ZodType,
  input: unknown,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error, labels);
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Move focus to the first field with an error so keyboard and screen-reader users land on it. */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
