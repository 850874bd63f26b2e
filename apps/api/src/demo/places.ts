import { canonicalTimeZone, type ProfileUpdateInput } from '@talentport/contract';

/** Where the directory's people work from and what they speak (decision 129), in turn. */
const PLACES: Pick<ProfileUpdateInput, 'country' | 'city' | 'timeZone' | 'languages'>[] = [
  {
    country: 'SG',
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
    languages: [
      { language: 'en', level: 'native' },
      { language: 'zh', level: 'fluent' },
    ],
  },
  {
    country: 'MY',
    city: 'Kuala Lumpur',
    timeZone: 'Asia/Kuala_Lumpur',
    languages: [
      { language: 'ms', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  {
    country: 'FR',
    city: 'Lyon',
    timeZone: 'Europe/Paris',
    languages: [
      { language: 'fr', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  {
    country: 'ID',
    city: 'Jakarta',
    timeZone: 'Asia/Jakarta',
    languages: [
      { language: 'id', level: 'native' },
      { language: 'en', level: 'conversational' },
    ],
  },
  {
    country: 'PH',
    city: 'Manila',
    timeZone: 'Asia/Manila',
    languages: [
      { language: 'tl', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  {
    country: 'GB',
    city: 'London',
    timeZone: 'Europe/London',
    languages: [
      { language: 'en', level: 'native' },
      { language: 'es', level: 'basic' },
    ],
  },
  {
    country: 'IN',
    city: 'Bengaluru',
    timeZone: 'Asia/Kolkata',
    languages: [
      { language: 'hi', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  {
    country: 'AU',
    city: 'Sydney',
    timeZone: 'Australia/Sydney',
    languages: [{ language: 'en', level: 'native' }],
  },
  {
    country: 'VN',
    city: 'Ho Chi Minh City',
    timeZone: 'Asia/Ho_Chi_Minh',
    languages: [
      { language: 'vi', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  {
    country: 'DE',
    city: 'Berlin',
    timeZone: 'Europe/Berlin',
    languages: [
      { language: 'de', level: 'native' },
      { language: 'en', level: 'fluent' },
      { language: 'fr', level: 'conversational' },
    ],
  },
];

/** As the API stores them: the runtime's name of each time zone (decision 129). */
export const DEMO_PLACES = PLACES.map((place) => ({
  ...place,
  timeZone: canonicalTimeZone(place.timeZone ?? '') ?? '',
}));
