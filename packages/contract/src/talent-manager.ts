import { z } from 'zod';

export const BOOKING_MINUTES = 30;
/** How far ahead calls can be booked, and how soon the earliest one may start. */
export const BOOKING_HORIZON_DAYS = 28;
export const BOOKING_MIN_NOTICE_MINUTES = 60;
export const BOOKING_REMINDER_HOURS = 24;

export const talentManagerSlotsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BOOKING_HORIZON_DAYS).default(14),
});

export const talentManagerSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  timeZone: z.string(),
});
export type TalentManager = z.infer<typeof talentManagerSchema>;

export const talentManagerSlotSchema = z.object({
  managerId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TalentManagerSlot = z.infer<typeof talentManagerSlotSchema>;

export const talentManagerSlotsSchema = z.object({
  managers: z.array(talentManagerSchema),
  slots: z.array(talentManagerSlotSchema),
});
export type TalentManagerSlots = z.infer<typeof talentManagerSlotsSchema>;

export const bookTalentManagerInputSchema = z.object({
  managerId: z.uuid({ error: 'must be a talent manager id' }),
  startsAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2030-01-31T09:30:00Z' }),
  topic: z
    .string({ error: 'must say what you want to talk about' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(500),
  /** The booker's IANA time zone, used to write times in the confirmation email. */
  timeZone: z.string().trim().max(64).optional(),
});
export type BookTalentManagerInput = z.infer<typeof bookTalentManagerInputSchema>;

export const rescheduleBookingInputSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2030-01-31T09:30:00Z' }),
  timeZone: z.string().trim().max(64).optional(),
});
export type RescheduleBookingInput = z.infer<typeof rescheduleBookingInputSchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a booking id' }) });

export const bookingSchema = z.object({
  _id: z.string(),
  manager: talentManagerSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  topic: z.string(),
  status: z.enum(['booked', 'cancelled']),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const myBookingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(100).default(10),
});

/** Weekly availability as staff write it: in the manager's own time zone. */
export const availabilityWindowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startMinute: z.number().int().min(0).max(1410).multipleOf(30),
    endMinute: z.number().int().min(30).max(1440).multipleOf(30),
  })
  .refine((w) => w.endMinute > w.startMinute, { message: 'must end after it starts', path: ['endMinute'] });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** Staff: a talent manager's weekly availability, written in their own time zone. */
export const staffAvailabilitySchema = z.object({
  managerId: z.string(),
  displayName: z.string(),
  timeZone: z.string(),
  windows: z.array(availabilityWindowSchema),
});
export type StaffAvailability = z.infer<typeof staffAvailabilitySchema>;

export const setAvailabilityInputSchema = z.object({
  windows: z.array(availabilityWindowSchema).max(50, 'must list at most 50 windows'),
});
export type SetAvailabilityInput = z.infer<typeof setAvailabilityInputSchema>;

/** `me` or the staff id of a talent manager (admins may manage anyone's availability). */
export const managerParamsSchema = z.object({
  managerId: z.union([z.literal('me'), z.uuid({ error: 'must be me or a staff id' })]),
});

export const managerBookingParamsSchema = managerParamsSchema.extend({
  bookingId: z.uuid({ error: 'must be a booking id' }),
});

/** A talent manager cancelling a call tells the person why (it goes into the mail). */
export const staffCancelBookingInputSchema = z.object({
  reason: z
    .string({ error: 'must be text' })
    .trim()
    .min(5, 'must be at least 5 characters')
    .max(500, 'must be at most 500 characters'),
});
export type StaffCancelBookingInput = z.infer<typeof staffCancelBookingInputSchema>;

export const staffBookingSchema = bookingSchema.extend({
  user: z.object({
    _id: z.string(),
    fullname: z.string(),
    email: z.string(),
    userRole: z.string().nullable(),
  }),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;
