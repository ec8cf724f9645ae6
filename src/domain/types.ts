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
}

export type { BookingStatus };
