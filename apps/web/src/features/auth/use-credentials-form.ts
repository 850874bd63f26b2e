import { type RefObject, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldBinder } from '../../lib/field-binding';
import { type FieldErrors, focusFirstInvalidField, toFieldErrors } from '../../lib/form-errors';

type CredentialsForm<Input extends Record<string, string>> = {
  formRef: RefObject<HTMLFormElement | null>;
  serverError: string | null;
  setServerError: (message: string | null) => void;
  /** A field's name, value, error and change handler; typing clears the field's error. */
  bind: ReturnType<typeof fieldBinder<Input>>;
  /** Puts a sentence next to a field and moves focus there. */
  showFieldError: (field: keyof Input & string, message: string) => void;
  /** Clears the banner and checks the values with the schema: the parsed input, or null with the errors shown. */
  validate: () => Promise<Input | null>;
};

/**
 * The state of the log-in and sign-up forms: text values checked with the contract's schema, which
 * `loadSchema` brings on the first submit (the schema library is not part of the page's first load).
 */
export function useCredentialsForm<Input extends Record<string, string>>(
  loadSchema: () => Promise<z.ZodType<Input>>,
  initialValues: Input,
  labels: Record<keyof Input & string, string>,
): CredentialsForm<Input> {
  type Field = keyof Input & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Input>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  function focusFirstError() {
    requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
  }

  function updateField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  return {
    formRef,
    serverError,
    setServerError,
    bind: fieldBinder(values, fieldErrors, updateField),
    showFieldError(field, message) {
      setFieldErrors((current) => ({ ...current, [field]: message }));
      focusFirstError();
    },
    async validate() {
      setServerError(null);
      const schema = await loadSchema();
      const parsed = schema.safeParse(values);
      if (parsed.success) return parsed.data;
      setFieldErrors(toFieldErrors(parsed.error, labels));
      focusFirstError();
      return null;
    },
  };
}
