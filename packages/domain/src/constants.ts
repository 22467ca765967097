/** Business constants and limits (back-office spec §9, business spec §9). */

export const DEFAULT_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZES = [5, 10, 15, 20, 30, 40, 50] as const;
export const APPOINTMENT_PAGE_SIZES = [5, 10, 15, 20, 25, 30] as const;
export const DATA_ITERATOR_PAGE_SIZES = [4, 8, 12] as const;
export const DATA_ITERATOR_DEFAULT_PAGE_SIZE = 4;
export const DASHBOARD_LIST_SIZE = 10;
/** The largest page a list endpoint serves, whatever `paginate` asks for. */
export const MAX_PAGE_SIZE = 100;

/** The largest value of a PostgreSQL int4 column, the type of every id and whole number stored. */
export const MAX_ID = 2_147_483_647;
/** The last page a list can be asked for: the rows it skips still count within an int4. */
export const MAX_PAGE = Math.floor(MAX_ID / MAX_PAGE_SIZE);

/**
 * The longest text each kind of field accepts. Columns are unbounded `text`, so these are the
 * product's limits: generous for any real value, small enough that no input costs much to store,
 * index or send back.
 */
export const TEXT_MAX = {
  name: 100,
  /** RFC 5321: the longest address a mail server must accept. */
  email: 254,
  phone: 32,
  username: 64,
  postalCode: 20,
  /** One line of free text: an address line, a registry id, a button label. */
  short: 255,
  /** Free text in a text area: descriptions, message bodies, reviews. */
  long: 5000,
  search: 100,
  url: 2048,
  /** Time zones, setting codes, thread keys, provider ids: machine names. */
  key: 64,
  /** Six digits, with room for what a paste around them adds. */
  verificationCode: 12,
  invitationCode: 64,
  /** Our refresh tokens are about 50 characters. */
  token: 128,
  /** A provider's OAuth authorisation code (Google's run to about 100). */
  oauthCode: 512,
  /** An amount as typed, e.g. "1,250.00". */
  money: 16,
  debug: 64,
} as const;

/** The largest price or tip, in cents ($1,000,000): a few of them still add up within an int4. */
export const MAX_AMOUNT_CENTS = 100_000_000;
/**
 * The largest tip, as a percent of the appointment's services total: customary tips are 15 to
 * 20 %, and a saved card is never charged a tip past this (docs/decisions.md, Payments).
 */
export const TIP_MAX_PERCENT = 30;
/** Consultant services one appointment can book. */
export const MAX_APPOINTMENT_SERVICES = 10;
/** The most entries a list in one request may hold (tags, invitations, reordered cards, ...). */
export const MAX_LIST_ITEMS = 100;

export const SEARCH_DEBOUNCE_MS = 500;
export const TOAST_TIMEOUT_MS = 4000;
export const BAD_GATEWAY_REDIRECT_DELAY_MS = 1000;

export const PREVIEW_LENGTH = {
  notification: 15,
  messageList: 100,
  thread: 40,
  default: 30,
} as const;

/** Paginator visible page buttons by breakpoint. */
export const PAGINATOR_VISIBLE_PAGES = { default: 3, mdAndDown: 1, lg: 5, xl: 8 } as const;

export const DEFAULT_COUNTRY_ID = 1;
export const DEFAULT_SUBSCRIPTION_PERIOD_ID = 3;
export const DEFAULT_TIMEZONE = 'America/Toronto';
export const TRIAL_DAYS = 30;
export const TRIAL_PLAN = 'Teams';

export const THEME_IDS = [1, 2] as const;
/** The real-estate theme (its site is a RealEstateAgent to search engines). */
export const REAL_ESTATE_THEME_ID = 3;
export const NEIGHBOURHOOD_IMAGE_SLOTS = 2;
export const REVIEW_MAX_RATING = 5;

/** Default map centre: Montreal area. Zoom 7 on the public page, 12 in the editor. */
export const DEFAULT_MAP_CENTRE = { lat: 45.5017, lng: -73.5673 } as const;
export const MAP_ZOOM = { publicPage: 7, editor: 12 } as const;

export const SERVICE_LENGTH = { min: 15, max: 360, step: 15, default: 30 } as const;
export const SERVICE_RANGE = { min: 15, max: 480, step: 15, defaultMin: 30, defaultMax: 60 } as const;

export const DEFAULT_BUSINESS_DAY = {
  is_active: 1,
  work_start_time: '09:00',
  work_end_time: '17:00',
  has_breaks: 1,
  break_start_time: '13:00',
  break_end_time: '13:30',
} as const;

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Keys in the browser's local storage. */
export const STORAGE_KEYS = {
  accessToken: 'rendezvous.access_token',
  refreshToken: 'rendezvous.refresh_token',
  redirectUrl: 'rendezvous.redirect_url',
  incompleteBusinessService: 'rendezvous.incomplete_business_service',
  paymentRedirectOrigin: 'rendezvous.payment_redirect_origin_url',
} as const;

/** The X-Origin-Key each app sends; the API refuses unknown keys. */
export const ORIGIN_KEYS = {
  adminConsole: 'rdv-admin-console',
  setupWizard: 'rdv-setup-wizard',
  publicSite: 'rdv-public-site',
} as const;
export type OriginKey = (typeof ORIGIN_KEYS)[keyof typeof ORIGIN_KEYS];

export const REQUEST_TYPES = ['admin', 'user', 'guest'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const HEADERS = {
  originKey: 'x-origin-key',
  businessId: 'x-business-id',
  requestType: 'x-request-type',
} as const;

/** Role ids rise with privilege. */
export const ROLE_IDS = { user: 1, consultant: 2, admin: 3, platformAdmin: 4 } as const;
export const ROLE_NAMES = {
  user: 'user',
  consultant: 'consultant',
  admin: 'admin',
  platformAdmin: 'platform_admin',
} as const;

export const PERSON_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const BUSINESS_STATUSES = PERSON_STATUSES;
export const ADMIN_STATUS_FILTERS = ['active', 'inactive'] as const;

export const APPOINTMENT_STATUSES = ['active', 'completed', 'cancelled', 'missed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const CUSTOMER_TYPES = ['user', 'guest'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const INVITATION_STATUSES = ['invited', 'registered'] as const;
/** SMS and Contact are the spec's; appointment tells a consultant their bookings changed. */
export const NOTIFICATION_TYPES = ['sms', 'contact', 'appointment'] as const;
export const MESSAGE_TYPES = ['contact', 'sms'] as const;
export const MESSAGE_ACTIONS = ['received', 'sent'] as const;
export const READ_FILTERS = [
  { value: 1, label: 'Read' },
  { value: 0, label: 'Unread' },
] as const;
export const ACTIVITY_TYPES = ['login', 'note', 'event'] as const;

export const ACTIVITY_PERIODS = [
  'all_time',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'date_range',
] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const ACTIVITY_PERIOD_LABELS: Record<ActivityPeriod, string> = {
  all_time: 'All time',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  last_year: 'Last year',
  date_range: 'Choose date range',
};

/**
 * Date display formats (dayjs tokens). The spec writes YYYY/MM/DD hh:mm:ss; its time reads on
 * the 24-hour clock (a 12-hour one without AM/PM is ambiguous). Code formats with
 * `formatDateTime` (date-time.ts), which also follows the 12/24-hour toggle.
 */
export const DATE_FORMATS = {
  dateTime: 'YYYY/MM/DD HH:mm:ss',
  date: 'YYYY/MM/DD',
  fullDate: 'dddd, MMMM D, YYYY',
} as const;

export const SETUP_STEP_NAMES = [
  'add_business_logo',
  'add_business_services',
  'add_business_consultant',
  'add_business_opening_hours',
  'add_short_business_description',
  'add_long_business_description',
  'add_consultant_services',
  'add_consultant_opening_hours',
  'add_connected_apps',
  'add_stripe_merchant',
] as const;
export type SetupStepName = (typeof SETUP_STEP_NAMES)[number];

/**
 * Every setup name a pending step may carry (back-office spec §6): the steps the API computes,
 * and view_integrations, a step that only sends the admin to their Integrations (the API does
 * not compute it, but an admin carrying it must still load and see where it leads).
 */
export const SETUP_NAMES = [...SETUP_STEP_NAMES, 'view_integrations'] as const;
export type SetupName = (typeof SETUP_NAMES)[number];

export const INTEGRATION_PLATFORMS = ['zoom', 'google-calendar', 'google-meet', 'stripe'] as const;
export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];

/** Common, easily guessed passwords refused at sign-up and password change. */
export const PASSWORD_RULES = { min: 8, max: 128 } as const;

/** What a time-off entry is (issue 25). */
export const TIME_OFF_KINDS = ['holiday', 'sick', 'training', 'closure', 'other'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** The regions whose statutory holidays can be added in one action: Canada, Quebec. */
export const HOLIDAY_REGIONS = ['CA', 'QC'] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];
