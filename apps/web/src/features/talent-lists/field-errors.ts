import type { ErrorEnvelope } from '@talentport/contract';

export type ListFormErrors = { name?: string; note?: string; form?: string };

/** Where a refused list form shows its error: next to the name or note field, or above the buttons. */
export function listFormErrors(envelope: ErrorEnvelope): ListFormErrors {
  if (envelope.message === 'LIST_NAME_TAKEN') return { name: envelope.error.en };
  const errors: ListFormErrors = {};
  for (const field of envelope.error.fields ?? []) {
    if (field.path === 'name') errors.name = `The name ${field.message}.`;
    else if (field.path === 'note') errors.note = `The note ${field.message}.`;
  }
  return errors.name || errors.note ? errors : { form: envelope.error.en };
}
