import { z } from 'zod';
import { isCalendarDate } from './schema-helpers';
import { ukCalendarDay } from './uk-calendar';

/*
 * The Contact Agent form (listing page) and the Schedule Viewing request (map panel): apart from
 * the listing contracts, so a form brings zod and these few schemas, not the search's.
 */

/**
 * Each contact field says what it needs in its own words, so a form can mark every missing field
 * with its own message (the web form's toast still says SPEC 5's 'All contact information is required.').
 */
export const contactFieldMessages = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  name: 'Enter your name',
  email: 'Enter your email address',
  phone: 'Enter your phone number',
} as const;

const contactText = (max: number, label: string, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, { message: `${label} must be at most ${max} characters` });
const contactEmail = contactText(100, 'Email', contactFieldMessages.email).pipe(
  z.email({ message: 'Please enter a valid email address' }),
);
const contactPhone = contactText(30, 'Phone', contactFieldMessages.phone).regex(/^\+?[0-9 ()-]{6,}$/, {
  message: 'Please enter a valid phone number',
});
const contactMessage = z
  .string({ message: 'message must be text' })
  .trim()
  .max(2000, { message: 'message must be at most 2000 characters' })
  .optional();

/** The detail page's Contact Agent form (SPEC 5: message optional, the rest required). */
export const enquirySchema = z.object({
  firstName: contactText(50, 'First name', contactFieldMessages.firstName),
  lastName: contactText(50, 'Last name', contactFieldMessages.lastName),
  email: contactEmail,
  phone: contactPhone,
  message: contactMessage,
});
export type EnquiryInput = z.input<typeof enquirySchema>;

export const VIEWING_TIMES = ['morning', 'afternoon', 'evening'] as const;
/** Agents plan viewings weeks ahead, not years. */
export const VIEWING_MAX_DAYS_AHEAD = 365;

/**
 * Today's date in the UK as YYYY-MM-DD (viewings are booked in local time). Without `Intl`: the
 * sold-listings check dates every listing (a formatter made per call took it about 70 s at 100,000
 * listings), and the form should not load the locale data.
 */
export function ukToday(now = new Date()) {
  const { year, month, day } = ukCalendarDay(now);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The map panel's 'Schedule Viewing' request. */
export const viewingRequestSchema = z.object({
  name: contactText(100, 'Name', contactFieldMessages.name),
  email: contactEmail,
  phone: contactPhone,
  preferredDate: z
    .string({ message: 'preferredDate is required (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'preferredDate must be a date as YYYY-MM-DD' })
    .refine(isCalendarDate, { message: 'preferredDate is not a real date' })
    .refine((value) => value >= ukToday(), { message: 'preferredDate must be today or later' })
    .refine((value) => value <= addDays(ukToday(), VIEWING_MAX_DAYS_AHEAD), {
      message: `preferredDate must be within ${VIEWING_MAX_DAYS_AHEAD} days`,
    }),
  preferredTime: z.enum(VIEWING_TIMES, { message: 'preferredTime must be morning, afternoon or evening' }),
  message: contactMessage,
});
export type ViewingRequestInput = z.input<typeof viewingRequestSchema>;
