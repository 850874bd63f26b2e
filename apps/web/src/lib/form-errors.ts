import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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
    if (errors[field] === undefined) errors[field] = `${labels[field]} ${issue.message}.`;
  }
  return errors;
}

/** Move focus to the first field with an error so keyboard and screen-reader users land on it. */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
