// Business constants of spec §9 and DESIGN.md, in one place.
import { translatable } from './i18n';

export const AVAILABILITY_DAYS = 14;
export const WIZARD_STEPS = 4;
export const WIZARD_AUTO_ADVANCE_MS = 500;
export const PAYMENT_REDIRECT_MS = 2000;
/** How often the payment page asks whether a real gateway has decided (the server asks the gateway at most every 5 s). */
export const PAYMENT_STATUS_POLL_MS = 3000;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const PHONE_PREFIX = '03';
export const PHONE_PLACEHOLDER = '03XXXXXXXXX';
export const EMAIL_PLACEHOLDER = 'you@example.com';
export const WALLET_MOBILE_LENGTH = 10;
export const CARD_MIN_DIGITS = 16;
export const CARD_INPUT_MAX = 19;
export const EXPIRY_INPUT_MAX = 5;
/** A Pakistani postal code (the billing address's `pincode` on the wire). */
export const POSTAL_CODE_LENGTH = 5;
export const NOTES_MAX = 1000;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const SHORT_ID_LENGTH = 8;
export const MOST_POPULAR_INDEX = 1;
export const CARD_ITEMS_SHOWN = 4;
export const FEATURED_SERVICES = 3;
export const VEHICLE_YEAR_MIN = 1990;
/** The longest make, model, colour and plate a vehicle keeps (the schema and every vehicle form). */
export const VEHICLE_FIELD_MAX = { make: 40, model: 40, color: 30, license_plate: 15 } as const;
export const MAX_VEHICLES_PER_ACCOUNT = 20;
/** The longest Idempotency-Key header the API takes (payments and booking creation). */
export const IDEMPOTENCY_KEY_MAX = 255;
export const TIME_ZONE = 'Asia/Karachi';
export const CURRENCY = 'PKR';

export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;

export const STORAGE_KEYS = { user: 'user', role: 'userRole' } as const;

/** The home page's four claims: each label beside the figure the workshop sets on its Settings page (GET /api/workshop/). */
export const MARKETING_STATS = translatable('MARKETING_STATS', [
  { figure: 'customers', label: 'Happy Customers' },
  { figure: 'years', label: 'Years Experience' },
  { figure: 'technicians', label: 'Expert Technicians' },
  { figure: 'cars', label: 'Cars Detailed' },
] as const);

export const WORKSHOP = translatable('WORKSHOP', {
  hours: 'Mon-Sun 8:00 AM-8:00 PM',
  replyPromise: 'We reply within 2 hours',
  paymentNote: 'Payment is collected at the time of service (cash, card or digital).',
} as const);

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS = translatable<Record<BookingStatus, string>>('BOOKING_STATUS_LABELS', {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
  rescheduled: 'Rescheduled',
});

/** Statuses that hold a slot in the workshop and block removing the car. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'rescheduled', 'in_progress'] as const satisfies readonly BookingStatus[];
/** Statuses from which a customer may still cancel, reschedule or edit notes. */
/**
 * Why a booking's day or time was refused (409), sent as the error envelope's `reason` beside the sentence, so a
 * client knows what to offer again without reading the sentence: another day (`day_full`), or another time of the
 * same day (the time was taken meanwhile, has passed, or the car is booked then).
 */
export const SLOT_REFUSALS = ['day_full', 'time_taken', 'time_passed', 'car_busy'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

/** Where a booking came from: the customer's own web booking, or the front desk's (a call, a walk-in, a WhatsApp message). */
/** A main service, or an add-on booked beside one in the same visit (same bay, one continuous block). */
export const SERVICE_KINDS = ['service', 'addon'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
/** The most add-ons one visit can carry. */
export const ADDONS_MAX = 5;

export const BOOKING_SOURCES = ['web', 'phone', 'walk_in', 'whatsapp'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const DESK_BOOKING_SOURCES = ['phone', 'walk_in', 'whatsapp'] as const satisfies readonly BookingSource[];
export type DeskBookingSource = (typeof DESK_BOOKING_SOURCES)[number];

export const CHANGEABLE_BOOKING_STATUSES = ['pending', 'confirmed', 'rescheduled'] as const satisfies readonly BookingStatus[];

/** Workshop hours, minutes after midnight in Asia/Karachi (UTC+5, no daylight saving). */
export const WORKSHOP_OPENS_MINUTES = 8 * 60;
export const WORKSHOP_CLOSES_MINUTES = 20 * 60;
export const KARACHI_UTC_OFFSET_MINUTES = 5 * 60;
/** How far ahead availability may be asked for and bookings made (today plus 59 days). */
export const AVAILABILITY_MAX_DAYS = 60;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** An invoice that still owes its money: never paid, or its last online attempt failed. */
export const UNPAID_PAYMENT_STATUSES = ['pending', 'failed'] as const satisfies readonly PaymentStatus[];
export const isUnpaid = (paymentStatus: string | null | undefined) => (UNPAID_PAYMENT_STATUSES as readonly (string | null | undefined)[]).includes(paymentStatus);
export const PAYMENT_METHODS = ['cash', 'card', 'digital'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The status chips of My Bookings (spec §2, with Rescheduled beside Pending). */
export const BOOKING_FILTERS = ['all', 'pending', 'rescheduled', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingFilterValue = (typeof BOOKING_FILTERS)[number];

export const SERVICE_CATEGORIES = ['exterior', 'interior', 'full_detailing', 'protection', 'add_ons'] as const;
/** The category of the add-ons, which the services page shows in their own section. */
export const ADDONS_CATEGORY = 'add_ons' satisfies (typeof SERVICE_CATEGORIES)[number];

/** The services page's query parameter naming the category it shows (`/services?category=interior`). */
export const CATEGORY_QUERY = 'category';
