// Car calls of spec §7 "Cars" used by the booking wizard and the profile page. Every call takes the caller's AbortSignal.
import type { ApiSuccess, Car } from '../domain/types';
import { api, call } from './client';

export type { Car };

/** What the Add Vehicle form sends (spec §3 Car); the owner is the signed-in customer. */
export interface NewCar {
  make: string;
  model: string;
  year: number;
  license_plate: string;
  color: string;
  customer: string;
}

/** The signed-in customer's saved vehicles. */
export const listCars = async (signal?: AbortSignal): Promise<Car[]> => {
  const body = await call(() => api.get('cars/by-customer/', { signal }).json<ApiSuccess<Car[]>>());
  return body.data;
};

/** Saves a vehicle; answers the stored car (409 for a plate already saved, 400 for invalid fields). */
export const addCar = async (car: NewCar, signal?: AbortSignal): Promise<Car> => {
  const body = await call(() => api.post('cars/add-car/', { json: car, signal }).json<ApiSuccess<Car>>());
  return body.data;
};

/** Makes this vehicle the only default; answers the stored car. */
export const setDefaultCar = async (carId: string, signal?: AbortSignal): Promise<Car> => {
  const body = await call(() => api.patch(`cars/${encodeURIComponent(carId)}/`, { json: { is_default: true }, signal }).json<ApiSuccess<Car>>());
  return body.data;
};

/** Removes a vehicle (409 while it has active bookings); the server promotes another vehicle to default. */
export const removeCar = async (carId: string, signal?: AbortSignal): Promise<void> => {
  await call(() => api.delete(`cars/${encodeURIComponent(carId)}/`, { signal }).json<ApiSuccess<unknown>>());
};
