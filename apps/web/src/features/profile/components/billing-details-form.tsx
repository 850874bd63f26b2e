import type { BillingDetails, BillingDetailsInput, Envelope } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { type FieldErrors, toFormErrors } from '../../../lib/form-errors';

const LABELS = {
  legalName: 'Legal name',
  billingAddress: 'Billing address',
  country: 'Country',
  taxId: 'Tax id',
} as const;
type Field = keyof typeof LABELS;

type BillingDetailsFormProps = {
  initial: BillingDetails;
  /** Whose details these are, in the sentence above the fields. */
  whose: 'your' | 'your company’s';
  /** Members of a company see the details but only the owner and admins change them. */
  isReadOnly?: boolean;
  onSave: (input: BillingDetailsInput) => Promise<Envelope<unknown>>;
};

/**
 * The legal name, billing address, country and tax id printed on invoices (issue 34), all
 * optional: the invoice shows what is given.
 */
export function BillingDetailsForm({ initial, whose, isReadOnly = false, onSave }: BillingDetailsFormProps) {
  const [values, setValues] = useState<BillingDetails>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const bind = (key: Field) => ({
    name: key,
    value: values[key],
    error: errors[key],
    disabled: isReadOnly,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    const sent = { ...values, country: values.country.trim().toUpperCase() };
    const envelope = await onSave(sent).finally(() => setIsSaving(false));
    if (isSuccess(envelope)) {
      setValues(sent);
      setErrors({});
      setOutcome({ tone: 'success', text: 'Billing details saved. New invoices show them.' });
      return;
    }
    const refusal = toFormErrors(envelope, LABELS);
    setErrors(refusal.fields);
    setOutcome({ tone: 'error', text: refusal.summary });
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Billing details">
      <p className="muted">
        {isReadOnly
          ? 'These are printed on your company’s invoices. Only the owner and admins change them.'
          : `Printed on invoices with ${whose} name. All optional; invoices already issued keep what they showed.`}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <TextField
        label={LABELS.legalName}
        isOptional
        maxLength={200}
        autoComplete="organization"
        {...bind('legalName')}
      />
      <TextareaField
        label={LABELS.billingAddress}
        isOptional
        rows={3}
        maxLength={1000}
        {...bind('billingAddress')}
      />
      <div className="field-row field-row--wrap">
        <TextField
          label={LABELS.country}
          hint="Two letters, like SG or DE."
          isOptional
          maxLength={2}
          autoComplete="country"
          {...bind('country')}
        />
        <TextField
          label={LABELS.taxId}
          hint="VAT, GST or similar number."
          isOptional
          maxLength={64}
          {...bind('taxId')}
        />
      </div>
      {isReadOnly ? null : (
        <Button type="submit" variant="secondary" isPending={isSaving}>
          Save billing details
        </Button>
      )}
    </form>
  );
}
