/** The keys of a form's values that hold text (what a text or select field edits). */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/**
 * Ties text and select fields to a form's values: `bind('title')` gives the field its name, value,
 * error and change handler; `clean` rewrites what was typed (e.g. keeps digits only).
 */
export function fieldBinder<Values>(
  values: Values,
  errors: Partial<Record<string, string>>,
  update: (key: TextKey<Values>, value: string) => void,
) {
  return (key: TextKey<Values>, clean?: (value: string) => string) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      update(key, clean ? clean(event.target.value) : event.target.value),
  });
}

/** `clean` for whole-number fields: only the digits of what was typed. */
export const digitsOnly = (value: string) => value.replace(/[^0-9]/g, '');
