import '../staff.css';
import '../../features/talent-manager/talent-manager.css';
import { type AvailabilityWindow, isSuccess, type StaffBooking } from '@talentport/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextareaField } from '../../components/ui/textarea-field';
import { useCancelManagerBooking } from '../../features/staff/api/cancel-manager-booking';
import { useAvailability } from '../../features/staff/api/get-availability';
import { useManagerBookings } from '../../features/staff/api/get-manager-bookings';
import { useSetAvailability } from '../../features/staff/api/set-availability';

type EditableWindow = AvailabilityWindow & { key: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIMES = Array.from({ length: 49 }, (_, i) => i * 30);
const label = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function Bookings({ timeZone }: { timeZone: string }) {
  const query = useManagerBookings();
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone });
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  return (
    <section className="card" aria-labelledby="tm-bookings">
      <h2 id="tm-bookings">Upcoming calls</h2>
      {query.data.items.length === 0 ? (
        <p>No calls booked yet.</p>
      ) : (
        <ul className="staff-list">
          {query.data.items.map((b) => (
            <li key={b._id} className="staff-list__item">
              <div>
                <p className="staff-list__title">{format.format(new Date(b.startsAt))}</p>
                <p className="staff-list__meta">
                  {b.user.fullname} ({b.user.userRole ?? 'no role'}, {b.user.email}) · {b.topic}
                </p>
                <CancelCall booking={b} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Cancelling a call asks for the reason the person will read in their mail and notifications. */
function CancelCall({ booking }: { booking: StaffBooking }) {
  const cancel = useCancelManagerBooking();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  if (!isOpen) {
    return (
      <Button variant="ghost" className="button--compact" onClick={() => setIsOpen(true)}>
        Cancel this call
      </Button>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const envelope = await cancel.mutateAsync({ bookingId: booking._id, reason });
    if (!isSuccess(envelope)) setError(envelope.error.en);
  }
  return (
    <form
      className="staff-cancel"
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <p id={`${formId}-title`} className="staff-list__meta">
        Cancel the call with {booking.user.fullname}? They get your reason by mail, with the calendar update.
      </p>
      <TextareaField
        label="Reason for the cancellation"
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
        required
        minLength={5}
        maxLength={500}
        rows={2}
      />
      <div className="actions">
        <Button type="submit" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel the call'}
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)} disabled={cancel.isPending}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

/** `/staff/availability`: a talent manager's weekly hours, in their own time zone, and their calls. */
export function StaffAvailabilityRoute() {
  const query = useAvailability();
  const save = useSetAvailability();
  const [windows, setWindows] = useState<EditableWindow[]>([]);
  useEffect(() => {
    if (query.data) setWindows(query.data.windows.map((w) => ({ ...w, key: crypto.randomUUID() })));
  }, [query.data]);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const update = (index: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((ws) => ws.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <div className="page page--wide">
      <title>Availability · Staff · Talentport</title>
      <h1>My availability</h1>
      <p>
        Weekly hours in your time zone, <strong>{query.data.timeZone}</strong>. Users see them in theirs and
        book 30-minute calls.
      </p>
      <section className="card">
        {windows.length === 0 ? <p>No hours yet: add a window.</p> : null}
        {windows.map((w, index) => (
          <div key={w.key} className="staff-window">
            <select
              aria-label="Day"
              className="field__control"
              value={w.weekday}
              onChange={(e) => update(index, { weekday: Number(e.target.value) })}
            >
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </select>
            <select
              aria-label="From"
              className="field__control"
              value={w.startMinute}
              onChange={(e) => update(index, { startMinute: Number(e.target.value) })}
            >
              {TIMES.slice(0, -1).map((m) => (
                <option key={m} value={m}>
                  {label(m)}
                </option>
              ))}
            </select>
            <select
              aria-label="Until"
              className="field__control"
              value={w.endMinute}
              onChange={(e) => update(index, { endMinute: Number(e.target.value) })}
            >
              {TIMES.slice(1).map((m) => (
                <option key={m} value={m}>
                  {label(m)}
                </option>
              ))}
            </select>
            <Button variant="ghost" onClick={() => setWindows((ws) => ws.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </div>
        ))}
        <div className="actions">
          <Button
            variant="secondary"
            onClick={() =>
              setWindows((ws) => [
                ...ws,
                { weekday: 1, startMinute: 540, endMinute: 1020, key: crypto.randomUUID() },
              ])
            }
          >
            Add a window
          </Button>
          <Button
            isPending={save.isPending}
            pendingLabel="Saving…"
            onClick={() => save.mutate({ windows: windows.map(({ key: _key, ...w }) => w) })}
          >
            Save availability
          </Button>
        </div>
        {save.data ? (
          isSuccess(save.data) ? (
            <Alert tone="success">Saved.</Alert>
          ) : (
            <Alert>{save.data.error.en}</Alert>
          )
        ) : null}
      </section>
      <Bookings timeZone={query.data.timeZone} />
    </div>
  );
}
