import '../engagements.css';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDuration, parseDuration } from '../duration';

export type TimeEntryValues = { date: string; minutes: number; memo: string };

type TimeEntryFormProps = {
  /** The week's Monday and Sunday: the dates that can be chosen. */
  startsOn: string;
  endsOn: string;
  initial?: TimeEntryValues;
  submitLabel: string;
  /** Sends the entry; answers the API's sentence when refused (the weekly limit: a 409). */
  onSubmit: (values: TimeEntryValues) => Promise<string | null>;
  onCancel?: () => void;
};

/** Today as YYYY-MM-DD in the viewer's zone, kept inside the week. */
function defaultDate(startsOn: string, endsOn: string): string {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (today < startsOn) return startsOn;
  return today > endsOn ? endsOn : today;
}

/** Logging (or editing) time: the day, how long (minutes or h:mm) and what it was for. */
export function TimeEntryForm({
  startsOn,
  endsOn,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: TimeEntryFormProps) {
  const [date, setDate] = useState(initial?.date ?? defaultDate(startsOn, endsOn));
  const [duration, setDuration] = useState(initial ? formatDuration(initial.minutes) : '');
  const [memo, setMemo] = useState(initial?.memo ?? '');
  const [durationError, setDurationError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDuration(duration);
    setDurationError(parsed.ok ? '' : parsed.message);
    if (!parsed.ok) return;
    setIsPending(true);
    const failure = await onSubmit({ date, minutes: parsed.minutes, memo: memo.trim() }).finally(() =>
      setIsPending(false),
    );
    setRefusal(failure ?? '');
    if (!failure && !initial) {
      setDuration('');
      setMemo('');
    }
  }

  return (
    <form
      className="time-entry-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={submitLabel}
    >
      {refusal ? <Alert>{refusal}</Alert> : null}
      <div className="time-entry-form__fields">
        <TextField
          label="Date"
          name="date"
          type="date"
          min={startsOn}
          max={endsOn}
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label="Time"
          name="duration"
          hint="Minutes (90) or h:mm (1:30)"
          inputMode="numeric"
          autoComplete="off"
          value={duration}
          error={durationError || undefined}
          onChange={(event) => setDuration(event.target.value)}
        />
        <TextField
          label="Memo"
          name="memo"
          isOptional
          maxLength={500}
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
        />
      </div>
      <div className="actions">
        <Button type="submit" className="button--compact" isPending={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="button--compact" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
