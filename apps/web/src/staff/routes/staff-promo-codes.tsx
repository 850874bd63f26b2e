import '../staff.css';
import { isSuccess, USER_ROLES, type UserRole } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useCreatePromoCode } from '../../features/staff/api/create-promo-code';
import { useDisablePromoCode } from '../../features/staff/api/disable-promo-code';
import { usePromoCodes } from '../../features/staff/api/get-promo-codes';
import { fieldBinder } from '../../lib/field-binding';
import { type FieldErrors, toFormErrors } from '../../lib/form-errors';
import { useStaffMember } from '../staff-layout';
import { fromZonedInput, toZonedInput, useStaffTimeFormat } from '../staff-time';

const LABELS = {
  code: 'Code',
  value: 'Points',
  maxRedemptions: 'Maximum redemptions',
  startsAt: 'Valid from',
  endsAt: 'Valid until',
  allowedRoles: 'Roles',
  description: 'Description',
} as const;
type Field = keyof typeof LABELS;

function CreatePromoCodeForm() {
  const mutation = useCreatePromoCode();
  const { timeZone } = useStaffMember();
  const toLocalInput = (date: Date) => toZonedInput(date, timeZone);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [summary, setSummary] = useState('');
  const [form, setForm] = useState({
    code: '',
    value: '50',
    maxRedemptions: '100',
    startsAt: toLocalInput(new Date()),
    endsAt: toLocalInput(new Date(Date.now() + 30 * 24 * 3600_000)),
    description: '',
  });
  const [roles, setRoles] = useState<UserRole[]>([]);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const envelope = await mutation.mutateAsync({
      code: form.code,
      value: Number(form.value),
      maxRedemptions: Number(form.maxRedemptions),
      startsAt: fromZonedInput(form.startsAt, timeZone).toISOString(),
      endsAt: fromZonedInput(form.endsAt, timeZone).toISOString(),
      allowedRoles: roles,
      description: form.description,
    });
    if (isSuccess(envelope)) {
      setFieldErrors({});
      setSummary('');
      setForm((f) => ({ ...f, code: '', description: '' }));
      return;
    }
    const refusal = toFormErrors(envelope, LABELS);
    setFieldErrors(refusal.fields);
    setSummary(refusal.summary);
  }
  const bind = fieldBinder(form, fieldErrors, (key, value) => setForm((f) => ({ ...f, [key]: value })));
  const zoneHint = `Your time zone, ${timeZone}`;
  return (
    <form className="card staff-form" onSubmit={(event) => void handleSubmit(event)}>
      <h2>New promo code</h2>
      <div className="staff-form__grid">
        <TextField
          label="Code"
          {...bind('code')}
          required
          pattern="[A-Za-z0-9\-]{3,40}"
          hint="3 to 40 letters, digits or dashes"
        />
        <TextField label="Points" {...bind('value')} type="number" min={1} required />
        <TextField label="Maximum redemptions" {...bind('maxRedemptions')} type="number" min={1} required />
        <TextField label="Valid from" {...bind('startsAt')} hint={zoneHint} type="datetime-local" required />
        <TextField label="Valid until" {...bind('endsAt')} hint={zoneHint} type="datetime-local" required />
        <TextField label="Description" {...bind('description')} isOptional />
      </div>
      <fieldset className="staff-form__roles">
        <legend>Only for (none ticked: every role)</legend>
        {USER_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) =>
                setRoles((r) => (e.target.checked ? [...r, role] : r.filter((x) => x !== role)))
              }
            />{' '}
            {role}
          </label>
        ))}
      </fieldset>
      <Button type="submit" isPending={mutation.isPending} pendingLabel="Creating…">
        Create promo code
      </Button>
      {mutation.data ? (
        isSuccess(mutation.data) ? (
          <Alert tone="success">Created {mutation.data.result.code}.</Alert>
        ) : (
          <Alert>{summary}</Alert>
        )
      ) : null}
    </form>
  );
}

/** `/staff/promo-codes`: admins create and disable codes; support may look. */
export function StaffPromoCodesRoute() {
  const staff = useStaffMember();
  const isAdmin = staff.roles.includes('admin');
  const query = usePromoCodes(1);
  const time = useStaffTimeFormat();
  const disable = useDisablePromoCode();
  return (
    <div className="page page--wide">
      <title>Promo codes · Staff · Talentport</title>
      <h1>Promo codes</h1>
      {isAdmin ? <CreatePromoCodeForm /> : null}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <Alert>{query.error.message}</Alert>
      ) : query.data.items.length === 0 ? (
        <p>No promo codes yet.</p>
      ) : (
        <ul className="staff-list">
          {query.data.items.map((promo) => (
            <li key={promo._id} className="card staff-list__item">
              <div>
                <p className="staff-list__title">
                  {promo.code} · {promo.value} points {promo.isDisabled ? '· disabled' : ''}
                </p>
                <p className="staff-list__meta">
                  {promo.redemptionCount} of {promo.maxRedemptions} redeemed · {time.format(promo.startsAt)}{' '}
                  to {time.format(promo.endsAt)} ({time.zone}) ·{' '}
                  {promo.allowedRoles.length > 0 ? promo.allowedRoles.join(', ') : 'every role'}
                </p>
                {promo.description ? <p className="staff-list__meta">{promo.description}</p> : null}
              </div>
              {isAdmin && !promo.isDisabled ? (
                <Button variant="secondary" onClick={() => disable.mutate(promo._id)}>
                  Disable
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
