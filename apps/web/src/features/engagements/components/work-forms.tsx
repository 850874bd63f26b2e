import '../engagements.css';
import { type Envelope, isSuccess } from '@talentport/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

export type Outcome = { tone: 'error' | 'success'; text: string } | null;

/** Runs a step and says how it went: the API's sentence when refused, `done` when it worked. */
export async function outcomeOf(promise: Promise<Envelope<unknown>>, done: string): Promise<Outcome> {
  const envelope = await promise;
  return isSuccess(envelope) ? { tone: 'success', text: done } : { tone: 'error', text: envelope.error.en };
}

/**
 * A small form with one text (a note, a reason, a reference) and a submit button, for the steps
 * that need a word: request changes, dispute a week, decline a milestone, mark an invoice paid.
 */
export function NoteForm({
  label,
  hint,
  submitLabel,
  isRequired = true,
  isSingleLine = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  isRequired?: boolean;
  isSingleLine?: boolean;
  onSubmit: (text: string) => Promise<Outcome>;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [isPending, setIsPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isRequired && text.trim() === '') {
      setError(`${label} is required.`);
      return;
    }
    setIsPending(true);
    const outcome = await onSubmit(text.trim()).finally(() => setIsPending(false));
    if (outcome?.tone === 'error') setError(outcome.text);
  }
  return (
    <form className="work-note-form" onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      {isSingleLine ? (
        <TextField
          label={label}
          name="text"
          hint={hint}
          maxLength={200}
          isOptional={!isRequired}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      ) : (
        <TextareaField
          label={label}
          name="text"
          hint={hint}
          rows={3}
          maxLength={2000}
          isOptional={!isRequired}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button type="submit" variant="secondary" className="button--compact" isPending={isPending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" className="button--compact" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A section of the Work page with its heading. */
export function WorkSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card work-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
