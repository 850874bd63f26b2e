import '../offers.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { focusFirstInvalidField } from '../../../lib/form-errors';
import {
  describeMilestoneSum,
  emptyMilestone,
  type MilestoneRow,
  type OfferFieldErrors,
  type OfferFormValues,
  type OfferKind,
  sumMilestones,
  type TermsInput,
  toTerms,
} from '../offer-form-values';

/** What the screen does with valid terms: send them, and answer the server's refusal if any. */
export type SubmitTerms = (
  terms: TermsInput,
) => Promise<{ summary: string; fields: OfferFieldErrors } | null>;

type OfferFormProps = {
  initial: OfferFormValues;
  /** Currencies offered in the picker; the initial one is always among them. */
  currencies: readonly string[];
  submitLabel: string;
  onSubmit: SubmitTerms;
  onCancel?: () => void;
};

const KIND_LABELS: Record<OfferKind, string> = { fixed: 'Fixed price', hourly: 'Hourly' };

/**
 * The terms of an offer or a counter-offer: fixed price with milestones that add up to the total,
 * or an hourly rate with a weekly hour limit; dates and scope for both. Amounts are typed as people
 * write them ("1,250.50") and sent in minor units.
 */
export function OfferForm({ initial, currencies, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<OfferFieldErrors>({});
  const [summary, setSummary] = useState('');
  const [isPending, setIsPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const sumId = useId();
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'amount' | 'hourlyRate' | 'weeklyHourLimit' | 'startDate' | 'endDate' | 'scope') => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const options = currencies.includes(values.currency) ? currencies : [values.currency, ...currencies];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toTerms(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setSummary('Please correct the fields marked below.');
      requestAnimationFrame(() => focusFirstInvalidField(form.current));
      return;
    }
    setIsPending(true);
    const refusal = await onSubmit(checked.terms).finally(() => setIsPending(false));
    setErrors(refusal?.fields ?? {});
    setSummary(refusal?.summary ?? '');
    if (refusal) requestAnimationFrame(() => focusFirstInvalidField(form.current));
  }

  const sumState = sumMilestones(values).state;
  return (
    <form ref={form} className="form offer-form" onSubmit={(event) => void submit(event)} noValidate>
      {summary ? <Alert>{summary}</Alert> : null}
      <fieldset className="offer-form__kind">
        <legend className="field__label">How is the work paid?</legend>
        {(['fixed', 'hourly'] as const).map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => set('kind', kind)}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <p className="muted">
        {values.kind === 'fixed'
          ? 'One price for the whole job, paid milestone by milestone as each is approved.'
          : 'Paid for the hours logged each week, up to a weekly limit; you approve each week.'}
      </p>
      <div className="field-row field-row--wrap">
        <SelectField
          label="Currency"
          name="currency"
          options={options}
          labelFor={(code) => (code ? code : 'Talentport’s default')}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => set('currency', event.target.value)}
        />
        {values.kind === 'fixed' ? (
          <TextField label="Total" inputMode="decimal" autoComplete="off" {...text('amount')} />
        ) : (
          <>
            <TextField label="Hourly rate" inputMode="decimal" autoComplete="off" {...text('hourlyRate')} />
            <TextField
              label="Weekly hour limit"
              inputMode="numeric"
              hint="Time beyond it cannot be logged."
              {...text('weeklyHourLimit')}
            />
          </>
        )}
      </div>
      <div className="field-row field-row--wrap">
        <TextField label="Start date" type="date" {...text('startDate')} />
        <TextField label="End date" type="date" isOptional {...text('endDate')} />
      </div>
      <TextareaField
        label="Scope"
        hint="What will be delivered, in plain words."
        rows={4}
        maxLength={5000}
        {...text('scope')}
      />
      {values.kind === 'fixed' ? (
        <fieldset className="repeat" aria-describedby={sumId}>
          <legend className="field__label">Milestones</legend>
          {values.milestones.map((row, index) => (
            <MilestoneFields
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              key={index}
              index={index}
              row={row}
              errors={errors}
              onChange={(patch) =>
                set(
                  'milestones',
                  values.milestones.map((item, i) => (i === index ? { ...item, ...patch } : item)),
                )
              }
              onRemove={() =>
                set(
                  'milestones',
                  values.milestones.filter((_, i) => i !== index),
                )
              }
            />
          ))}
          <p
            id={sumId}
            className={`offer-form__sum${sumState === 'under' || sumState === 'over' ? ' offer-form__sum--off' : ''}`}
            aria-live="polite"
          >
            {describeMilestoneSum(values)}
          </p>
          {errors.milestones ? <p className="field__error">{errors.milestones}</p> : null}
          <Button
            variant="secondary"
            className="button--compact"
            onClick={() => set('milestones', [...values.milestones, emptyMilestone()])}
          >
            Add a milestone
          </Button>
        </fieldset>
      ) : null}
      <div className="actions">
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function MilestoneFields({
  index,
  row,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: MilestoneRow;
  errors: OfferFieldErrors;
  onChange: (patch: Partial<MilestoneRow>) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const key = (field: string) => `milestones.${index}.${field}`;
  return (
    <fieldset className="repeat__item offer-form__milestone">
      <legend className="visually-hidden">Milestone {number}</legend>
      <TextField
        label={`Milestone ${number} title`}
        name={key('title')}
        value={row.title}
        error={errors[key('title')]}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <div className="field-row field-row--wrap">
        <TextField
          label={`Milestone ${number} amount`}
          name={key('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={row.amount}
          error={errors[key('amount')]}
          onChange={(event) => onChange({ amount: event.target.value })}
        />
        <TextField
          label={`Milestone ${number} due date`}
          name={key('dueDate')}
          type="date"
          value={row.dueDate}
          error={errors[key('dueDate')]}
          onChange={(event) => onChange({ dueDate: event.target.value })}
        />
      </div>
      <Button variant="ghost" className="button--compact" onClick={onRemove}>
        Remove milestone {number}
      </Button>
    </fieldset>
  );
}
