import '../talent-manager.css';
import { type Booking, isSuccess, type TalentManagerSlot } from '@talentport/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useBookTalentManager } from '../api/book-talent-manager';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import { useTalentManagerSlots } from '../api/get-talent-manager-slots';
import { useRescheduleBooking } from '../api/reschedule-booking';

/** The viewer's own time zone: every time on this page is shown in it. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const fullFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

function groupByDay(slots: TalentManagerSlot[]) {
  const groups = new Map<string, TalentManagerSlot[]>();
  for (const slot of slots) {
    const day = dayFormat.format(new Date(slot.startsAt));
    groups.set(day, [...(groups.get(day) ?? []), slot]);
  }
  return [...groups.entries()];
}

function MyBookings({
  onReschedule,
  reschedulingId,
}: {
  onReschedule: (b: Booking | null) => void;
  reschedulingId: string | null;
}) {
  const query = useMyBookings(1);
  const cancel = useCancelBooking();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const items = query.data.items;
  return (
    <section className="card bookings" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Your calls</h2>
      {items.length === 0 ? (
        <p>No calls booked yet. Pick a free time below.</p>
      ) : (
        <ul className="bookings__list">
          {items.map((booking) => {
            const isUpcoming = booking.status === 'booked' && Date.parse(booking.startsAt) > Date.now();
            return (
              <li key={booking._id} className="bookings__item" data-testid="booking">
                <div>
                  <p className="bookings__when">{fullFormat.format(new Date(booking.startsAt))}</p>
                  <p className="bookings__who">
                    With {booking.manager.displayName} · {booking.topic}
                  </p>
                  {booking.status === 'cancelled' ? <p className="bookings__status">Cancelled</p> : null}
                </div>
                {isUpcoming ? (
                  <div className="bookings__actions">
                    <Button
                      variant="secondary"
                      onClick={() => onReschedule(reschedulingId === booking._id ? null : booking)}
                    >
                      {reschedulingId === booking._id ? 'Keep this time' : 'Reschedule'}
                    </Button>
                    <Button
                      variant="ghost"
                      isPending={cancel.isPending && cancel.variables?.id === booking._id}
                      onClick={() => cancel.mutate({ id: booking._id, timeZone: TIME_ZONE })}
                    >
                      Cancel call
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {cancel.data && !isSuccess(cancel.data) ? <Alert>{cancel.data.error.en}</Alert> : null}
    </section>
  );
}

/** Free slots in the viewer's time zone, a topic, and the viewer's own calls. */
export function TalentManagerBooking() {
  const slotsQuery = useTalentManagerSlots(14);
  const book = useBookTalentManager();
  const reschedule = useRescheduleBooking();
  const [selected, setSelected] = useState<TalentManagerSlot | null>(null);
  const [topic, setTopic] = useState('');
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [chosenDay, setChosenDay] = useState('');

  const managers = useMemo(
    () => new Map((slotsQuery.data?.managers ?? []).map((m) => [m._id, m])),
    [slotsQuery.data],
  );
  const visibleSlots = (slotsQuery.data?.slots ?? []).filter(
    (s) => !rescheduling || s.managerId === rescheduling.manager._id,
  );
  const days = groupByDay(visibleSlots);
  const shownDay = days.find(([day]) => day === chosenDay) ?? days[0];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    const envelope = rescheduling
      ? await reschedule.mutateAsync({
          id: rescheduling._id,
          startsAt: selected.startsAt,
          timeZone: TIME_ZONE,
        })
      : await book.mutateAsync({
          managerId: selected.managerId,
          startsAt: selected.startsAt,
          topic,
          timeZone: TIME_ZONE,
        });
    if (isSuccess(envelope)) {
      setOutcome({
        tone: 'success',
        text: `${rescheduling ? 'Moved' : 'Booked'}: ${fullFormat.format(new Date(envelope.result.startsAt))} with ${envelope.result.manager.displayName}. A confirmation with a calendar invite is on its way to your inbox.`,
      });
      setSelected(null);
      setTopic('');
      setRescheduling(null);
    } else {
      setOutcome({ tone: 'error', text: envelope.error.en });
    }
  }

  return (
    <div className="booking">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <MyBookings
        reschedulingId={rescheduling?._id ?? null}
        onReschedule={(b) => {
          setRescheduling(b);
          setSelected(null);
        }}
      />
      <section className="card" aria-labelledby="slots-heading">
        <h2 id="slots-heading">
          {rescheduling ? `Pick a new time with ${rescheduling.manager.displayName}` : 'Pick a time'}
        </h2>
        <p className="field__hint">
          Times are shown in your time zone ({TIME_ZONE}). Each call lasts 30 minutes.
        </p>
        {slotsQuery.isPending ? (
          <Spinner />
        ) : slotsQuery.isError ? (
          <Alert>{slotsQuery.error.message}</Alert>
        ) : visibleSlots.length === 0 ? (
          <p>No free times in the next two weeks. Please check again in a few days.</p>
        ) : (
          <form onSubmit={(event) => void handleSubmit(event)}>
            <label className="field slots__day-picker">
              <span className="field__label">Day</span>
              <select
                className="field__control"
                value={shownDay?.[0] ?? ''}
                onChange={(event) => {
                  setChosenDay(event.target.value);
                  setSelected(null);
                }}
              >
                {days.map(([day, slots]) => (
                  <option key={day} value={day}>
                    {day} ({slots.length} free)
                  </option>
                ))}
              </select>
            </label>
            {shownDay ? (
              <fieldset className="slots__day">
                <legend>Free times on {shownDay[0]}</legend>
                <div className="slots__times">
                  {shownDay[1].map((slot) => {
                    const isChosen =
                      selected?.startsAt === slot.startsAt && selected.managerId === slot.managerId;
                    const manager = managers.get(slot.managerId);
                    return (
                      <label
                        key={`${slot.managerId}-${slot.startsAt}`}
                        className={`slot${isChosen ? ' slot--chosen' : ''}`}
                      >
                        <input
                          type="radio"
                          name="slot"
                          checked={isChosen}
                          onChange={() => setSelected(slot)}
                        />
                        <span className="slot__time">{timeFormat.format(new Date(slot.startsAt))}</span>
                        {managers.size > 1 && manager ? (
                          <span className="slot__who">{manager.displayName}</span>
                        ) : null}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ) : null}
            {rescheduling ? null : (
              <TextField
                label="What would you like to talk about?"
                name="topic"
                value={topic}
                onChange={(e) => setTopic(e.target.value)}
                required
                minLength={3}
                maxLength={500}
              />
            )}
            <Button
              type="submit"
              disabled={!selected}
              isPending={book.isPending || reschedule.isPending}
              pendingLabel="Booking…"
            >
              {rescheduling ? 'Move my call' : 'Book this call'}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
