import type { Booking, TalentManager } from '@talentport/contract';
import type { BookingRow, StaffAccountRow } from '../../db/schema.js';

export function presentTalentManager(manager: StaffAccountRow): TalentManager {
  return { _id: manager.id, displayName: manager.fullname, timeZone: manager.timeZone };
}

export function presentBooking(booking: BookingRow, manager: StaffAccountRow): Booking {
  return {
    _id: booking.id,
    manager: presentTalentManager(manager),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    topic: booking.topic,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}
