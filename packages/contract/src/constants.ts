/** Enumerations and business constants of the data rules and the product constants. */

export const USER_ROLES = ['freelancer', 'employer', 'agency'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles used for route access (the role rules): guest "*" is spelled `guest`, no-role accounts are `onboard`. */
export const ACCESS_ROLES = ['guest', 'onboard', ...USER_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The value the auth state holds for a guest (the data rules Auth state, userRole default "*"). */
export const GUEST_ROLE_MARKER = '*';

export const CONVERSATION_TYPES = ['hiringConv', 'workingConv', 'directConv'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const OCCUPATIONS = [
  'PM/PO',
  'Business Analyst',
  'Developer',
  'Quality Controller',
  'Designer',
  'Digital Marketer',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** Experience levels and their years (the data rules enumerations). */
export const EXPERIENCE_LEVEL_YEARS = {
  FRESHER: 1,
  JUNIOR: 3,
  MID_SENIOR: 5,
  SENIOR: 10,
  EXPERT: 11,
} as const;
export type ExperienceLevelKey = keyof typeof EXPERIENCE_LEVEL_YEARS;

/** Labels as stored on a profile; the onboarding default is "Fresher" (the data rules, the product constants). */
export const EXPERIENCE_LEVELS = ['Fresher', 'Junior', 'Mid-Senior', 'Senior', 'Expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const DEFAULT_EXPERIENCE_LEVEL: ExperienceLevel = 'Fresher';

export const BOOLEAN_STRINGS = ['true', 'false'] as const;
export type BooleanString = (typeof BOOLEAN_STRINGS)[number];

export const DEFAULT_PHONE_CODE = '65';
export const DEFAULT_HOURLY_RATE = '0';
export const DEFAULT_MONTHLY_RATE = '0';

export const ONBOARDING_TOTAL_STEPS = 4;
export const REWARD_PAGE_SIZE = 12;
export const CHAT_PAGE_SIZE = 10;
export const DEFAULT_RECORDS_PER_PAGE = 10;
export const MAX_RECORDS_PER_PAGE = 100;

export const FILTER_DEFAULTS = {
  tab: 'Job',
  salary: ['Monthly'],
  rangePrice: [0, 500],
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Keys the web app keeps in localStorage (the product constants). */
export const STORAGE_KEYS = {
  token: 'token',
  userRole: 'userRole',
  email: 'email',
  verifyToken: 'verifyToken',
} as const;

/** Name of the HTTP header that carries the session token (the API call list). */
export const TOKEN_HEADER = 'token';

export const THEME = {
  primaryColor: '#1bd2a4',
  fontFamily: 'Raleway',
} as const;

/** Public codes of users and companies: letters, digits, `-` and `_` (generated ones are 10 letters). */
export const PUBLIC_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Working mode and workload choices (profiles and opportunities). */
export const WORKING_MODES = ['Remote', 'Onsite', 'Hybrid'] as const;
export const WORKLOADS = ['Full-time', 'Part-time', 'Freelance'] as const;

/** The longest "Describe yourself" and "About the business" (the forms show it as you type). */
export const DESCRIBE_YOURSELF_MAX = 4000;
