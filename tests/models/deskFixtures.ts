// What the front desk's flow models and view tests share: a customer with a saved car, the services, a desk booking
// as the server answers it, a block, and the workshop's clock.
import type { CustomerFile, CustomerSummary } from '../../src/domain/desk';
import type { BayBlock, BoardBooking } from '../../src/domain/staff';
import type { Service } from '../../src/domain/types';

export const TODAY = '2026-12-01';
/** The workshop's clock: 14:14 in Karachi (UTC+5) on TODAY. */
export const NOW = new Date('2026-12-01T09:14:30Z');
export const NOW_TIME = '14:14';
export const TOMORROW = '2026-12-02';

export const SERVICE: Service = {
  id: 'svc-exterior-wash',
  name: 'Exterior Wash',
  description: 'Foam wash and dry',
  price: 2500,
  category: 'exterior',
  kind: 'service',
  is_active: true,
  duration_minutes: 60,
  items: [],
};
export const SERVICES: Service[] = [SERVICE, { ...SERVICE, id: 'svc-full-detail', name: 'Full Detail', duration_minutes: 180 }];
/** The catalogue's add-ons: any of them joins any main service in one visit. */
export const ENGINE_BAY: Service = { ...SERVICE, id: 'engine-bay', name: 'Engine Bay Cleaning', kind: 'addon', price: 3000, duration_minutes: 45 };
export const HEADLIGHTS: Service = { ...SERVICE, id: 'headlights', name: 'Headlight Restoration', kind: 'addon', price: 3500, duration_minutes: 30 };
export const ADDONS: Service[] = [ENGINE_BAY, HEADLIGHTS];

export const CAR = { id: 'car-1', make: 'Suzuki', model: 'Alto', year: 2019, license_plate: 'KHI-1234', color: 'White', customer: 'cust-1', is_default: true };
export const SECOND_CAR = { ...CAR, id: 'car-2', make: 'Honda', model: 'City', license_plate: 'LEA-777', is_default: false };

export const SUMMARY: CustomerSummary = {
  id: 'cust-1',
  full_name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '+923001234567',
  has_account: false,
  bookings: 3,
  no_shows: 1,
  last_visit: '2026-11-20',
};

export const BOOKING: BoardBooking = {
  id: '7d2c0000-0000-4000-8000-0000000000b1',
  short_id: '000000B1',
  date: TOMORROW,
  start_time: '10:00',
  end_time: '11:00',
  bay: 2,
  status: 'confirmed',
  source: 'phone',
  customer: { id: SUMMARY.id, name: SUMMARY.full_name, phone: SUMMARY.phone, email: SUMMARY.email ?? '' },
  vehicle: { make: CAR.make, model: CAR.model, year: CAR.year, plate: CAR.license_plate, color: CAR.color },
  service: { id: SERVICE.id, name: SERVICE.name, duration_minutes: SERVICE.duration_minutes },
  items: [{ service: SERVICE.id, name: SERVICE.name, kind: 'service', price: SERVICE.price, original_price: null, duration: SERVICE.duration_minutes }],
  duration: SERVICE.duration_minutes,
  notes: '',
  cancellation_reason: null,
  invoice: { id: 'inv-b1', total: 2500, payment_status: 'paid', payment_method: 'cash' },
  deposit: null,
  allowed_actions: ['start', 'cancel'],
  money_back: null,
  refund_request: null,
};

export const FILE: CustomerFile = {
  id: SUMMARY.id,
  full_name: SUMMARY.full_name,
  email: SUMMARY.email,
  phone: SUMMARY.phone,
  has_account: false,
  created_at: '2026-10-01T06:00:00.000Z',
  notes: 'Prefers a call after 5 pm.',
  cars: [CAR, SECOND_CAR],
  bookings: [BOOKING, { ...BOOKING, id: 'b-old', short_id: 'B0OLD000', date: '2026-11-20', source: 'web', status: 'completed' }],
  totals: { visits: 1, total_paid: 5000, no_shows: 1, cancellations: 0 },
  conversation: [],
};

export const BLOCK: BayBlock = {
  id: 'block-1',
  bay: 3,
  date: TODAY,
  start: '12:00',
  end: '14:00',
  reason: 'Pressure washer broken',
  created_by: 'Front Desk',
  created_at: '2026-12-01T04:00:00.000Z',
};

export const BOOKED_SENTENCE = 'Booked for Wed 2 Dec, 10:00, bay 2.';
