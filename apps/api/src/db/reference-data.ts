import { ROLE_IDS, ROLE_NAMES } from '@rendezvous/domain';

/** The reference data every installation has. Countries, states and time zones come from libraries. */

export const ROLES = [
  { id: ROLE_IDS.user, name: ROLE_NAMES.user, type: 'user' },
  { id: ROLE_IDS.consultant, name: ROLE_NAMES.consultant, type: 'admin' },
  { id: ROLE_IDS.admin, name: ROLE_NAMES.admin, type: 'admin' },
  { id: ROLE_IDS.platformAdmin, name: ROLE_NAMES.platformAdmin, type: 'admin' },
] as const;

export const SETTINGS = [
  {
    code: 'online_booking',
    description: 'Online booking',
    info: 'Customers can book appointments from your website.',
    icon: 'calendar-plus',
  },
  {
    code: 'email_notifications',
    description: 'E-mail notifications',
    info: 'Customers receive booking confirmations and changes by e-mail.',
    icon: 'mail',
  },
  {
    code: 'sms_notifications',
    description: 'SMS notifications',
    info: 'Customers receive booking confirmations and reminders by text message.',
    icon: 'message',
  },
  {
    code: 'appointment_reminders',
    description: 'Appointment reminders',
    info: 'Customers are reminded of their appointment 24 hours before it starts.',
    icon: 'bell',
  },
  {
    code: 'online_payments',
    description: 'Online payments',
    info: 'Customers can pay for appointments by card when they book.',
    icon: 'credit-card',
  },
  {
    code: 'recurring_payments',
    description: 'Recurring payments',
    info: 'Services can be sold as subscriptions billed every subscription period.',
    icon: 'repeat',
  },
  {
    code: 'show_prices',
    description: 'Show prices',
    info: 'Service prices are shown on your website.',
    icon: 'currency-dollar',
  },
  {
    code: 'accept_reviews',
    description: 'Accept reviews',
    info: 'Customers can rate your business and write reviews on your website.',
    icon: 'star',
  },
] as const;

export const TAGS = [
  'Walk-ins welcome',
  'Wheelchair accessible',
  'Free parking',
  'Open weekends',
  'Evening appointments',
  'Gift cards',
  'Family friendly',
  'Pet friendly',
  'Bilingual (English/French)',
  'Card payments',
  'Free Wi-Fi',
  'Eco-friendly products',
  'LGBTQ+ friendly',
  'Virtual appointments',
] as const;

/** The kinds of business offered at set-up, each with its choices (category services). */
export const CATEGORIES: ReadonlyArray<{ name: string; services: readonly string[] }> = [
  {
    name: 'Salon',
    services: [
      'Hair salon',
      'Barber shop',
      'Nail salon',
      'Beauty salon',
      'Spa',
      'Massage therapy',
      'Makeup artist',
      'Lash and brow studio',
    ],
  },
  {
    name: 'Consultant',
    services: [
      'Business consulting',
      'Legal',
      'Financial',
      'IT',
      'Marketing',
      'Human resources',
      'Immigration',
      'Career coaching',
    ],
  },
  {
    name: 'Real estate',
    services: [
      'Residential brokerage',
      'Commercial brokerage',
      'Property management',
      'Appraisal',
      'Mortgage brokerage',
    ],
  },
  {
    name: 'Health and wellness',
    services: [
      'Physiotherapy',
      'Chiropractic',
      'Dental clinic',
      'Optometry',
      'Nutrition',
      'Psychotherapy',
    ],
  },
  {
    name: 'Fitness',
    services: ['Personal training', 'Yoga studio', 'Pilates studio', 'Martial arts'],
  },
  {
    name: 'Education',
    services: ['Tutoring', 'Music lessons', 'Language school', 'Driving school'],
  },
  {
    name: 'Pet services',
    services: ['Pet grooming', 'Veterinary clinic', 'Dog training'],
  },
  {
    name: 'Automotive',
    services: ['Auto repair', 'Car detailing', 'Tire service'],
  },
];

/** Id 3 (monthly) is the spec's default subscription period. */
export const SUBSCRIPTION_PERIODS = [
  { id: 1, period: 'weekly', description: 'Weekly', interval: 'week', interval_count: 1 },
  {
    id: 2,
    period: 'bi-weekly',
    description: 'Every two weeks',
    interval: 'week',
    interval_count: 2,
  },
  { id: 3, period: 'monthly', description: 'Monthly', interval: 'month', interval_count: 1 },
  {
    id: 4,
    period: 'quarterly',
    description: 'Every three months',
    interval: 'month',
    interval_count: 3,
  },
  { id: 5, period: 'yearly', description: 'Yearly', interval: 'year', interval_count: 1 },
] as const;

/**
 * A self-contained preview picture (an SVG data URL), so that previews show without any
 * file being served.
 */
/**
 * A picture to sit behind text (a site's hero and carousel): the gradient with soft circles, no
 * words of its own, which would collide with the heading drawn over it.
 */
export function svgBackdrop(from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="640" viewBox="0 0 1280 640">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1280" height="640" fill="url(#g)"/>` +
    `<circle cx="1040" cy="120" r="220" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="1180" cy="560" r="160" fill="#fff" fill-opacity="0.06"/>` +
    `<circle cx="860" cy="520" r="90" fill="#fff" fill-opacity="0.05"/>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function svgPicture(title: string, from: string, to: string): string {
  // The title is XML text: 'Nails & spa' with a bare & would make the picture invalid.
  const text = title.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="400" fill="url(#g)"/>` +
    `<text x="320" y="212" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Themes 1 and 2 are for every business; 3 is the real-estate theme. */
export const THEMES = [
  {
    id: 1,
    name: 'Classic',
    description:
      'A hero with a Book Now button, services, pricing, staff, map, contact form and reviews.',
    preview_image_url: svgPicture('Classic', '#1c7ed6', '#4dabf7'),
    minimum_images_count: 1,
  },
  {
    id: 2,
    name: 'Carousel',
    description:
      'An image carousel with a side menu and a card of contact details and business hours.',
    preview_image_url: svgPicture('Carousel', '#7048e8', '#b197fc'),
    minimum_images_count: 3,
  },
  {
    id: 3,
    name: 'Real estate',
    description:
      'For brokers: header image, agent photo, properties, neighbourhood and contact details.',
    preview_image_url: svgPicture('Real estate', '#2b8a3e', '#69db7c'),
    minimum_images_count: 1,
  },
] as const;

/** Platform-wide message templates, grouped by category. */
export const DEFAULT_MESSAGES: ReadonlyArray<{ category: string; name: string; body: string }> = [
  {
    category: 'Appointment confirmation',
    name: 'Booking confirmed',
    body: 'Hi {firstname}, your appointment on {date} at {time} is confirmed. See you soon!',
  },
  {
    category: 'Appointment reminder',
    name: 'Reminder, day before',
    body: 'Hi {firstname}, this is a reminder of your appointment tomorrow at {time}.',
  },
  {
    category: 'Cancellation',
    name: 'Appointment cancelled',
    body: 'Hi {firstname}, your appointment on {date} at {time} has been cancelled. Reply to book a new time.',
  },
  {
    category: 'Follow-up',
    name: 'Thank you',
    body: 'Thank you for visiting us, {firstname}! We would love to hear about your experience.',
  },
  {
    category: 'Contact reply',
    name: 'We received your message',
    body: 'Thanks for getting in touch. We will reply within one business day.',
  },
];
