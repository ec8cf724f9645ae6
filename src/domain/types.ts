// Shapes on the wire (spec §3), shared by the SPA and the server.
import type { BookingStatus, Role } from './constants';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface LoginResponseData {
  role: Role;
  user: { id: string; name: string; email: string };
}

export interface Profile {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface ServiceItem {
  id: string;
  name: string;
}

export interface Service {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number | null;
  category: string;
  is_active: boolean;
  duration_minutes: number;
  items: ServiceItem[];
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiErrorBody {
  success: false;
  detail: string;
  message: string;
  errors?: Record<string, string[]>;
}

export interface AvailableDate {
  date: string;
  available: boolean;
  slots_available: number;
  /** The earliest free start time ('HH:MM') for the asked service, or null when none. */
  earliest_time?: string | null;
}

export interface Car {
  id: string;
  make: string;
  model: string;
  year: number;
  license_plate: string;
  color: string;
  customer: string;
  is_default: boolean;
}

/** A booking as the confirmation and detail views read it. */
export interface BookingDetail {
  id: string;
  status: BookingStatus;
  booking_date: string;
  start_time: string;
  end_time: string;
  bay: number;
  service: { id: string; name: string; description: string; price: number; originalPrice: number | null };
  total_amount: number;
  car: { id: string | null; make: string; model: string; year: number; license_plate: string; color: string };
  customer_notes: string;
  invoice_id: string | null;
  payment_status: string | null;
  rating: number | null;
  review: string | null;
  created_at: string;
}

/** A booking as the My Bookings list reads it. */
export interface BookingListItem {
  id: string;
  serviceName: string;
  totalAmount: number;
  status: BookingStatus;
  carMake: string;
  carModel: string;
  carLicensePlate: string;
  scheduledDate: string;
  scheduledTime: string;
  rating: number | null;
  review: string | null;
  invoiceId: string | null;
  paymentStatus: string | null;
}

/** What the checkout page needs, passed in navigation state (spec §3 "Checkout booking data"). */
export interface CheckoutBooking {
  bookingId: string;
  service: string;
  price: number;
  originalPrice?: number | null;
  timeSlot: { date: string; time: string };
  car: { year: number; make: string; model: string; licensePlate: string; color?: string };
  customerNotes?: string;
}

export type PaymentChannel = 'card' | 'upi' | 'wallet';

/** Body of every payment answer: success or failure, always with the transaction id once one exists. */
export interface PaymentResult {
  success: boolean;
  transactionId?: string;
  error?: string;
  message?: string;
}

/** 'voided': approved by the gateway but the invoice was paid meanwhile by another attempt. */
export type PaymentAttemptStatus = 'processing' | 'succeeded' | 'failed' | 'voided';

/** `data` of a payment answer and of GET /api/payments/verify/{id}; no card number, UPI id or phone, ever. */
export interface PaymentDetails {
  transactionId: string;
  bookingId: string;
  invoiceId: string;
  amount: number;
  method: PaymentChannel;
  status: PaymentAttemptStatus;
  brand?: string;
  last4?: string;
  walletType?: string;
  created_at: string;
}

/** An invoice (spec §3), with the company block and tax label the page and the PDF print. */
export interface Invoice {
  id: string;
  number: string;
  created_at: string;
  amount: number;
  tax_amount: number;
  total_amount: number;
  tax_label: string;
  payment_status: string;
  payment_method: string | null;
  paid_at: string | null;
  company: { name: string; address: string; phone: string; email: string };
  customer: { first_name: string; last_name: string; email: string; phone: string };
  booking: {
    id: string;
    status: BookingStatus;
    car: { year: number; make: string; model: string; license_plate: string; color: string };
    time_slot: { date: string; start_time: string; end_time: string };
    service: { name: string; description: string };
    customer_notes: string;
  };
}

export type { BookingStatus };
