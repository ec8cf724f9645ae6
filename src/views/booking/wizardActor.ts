// The running wizard as the step components receive it, and the small selectors they share.
import type { ActorRefFrom } from 'xstate';
import { stepOf, type BookingWizardMachine, type WizardSnapshot } from '../../machines/bookingWizard';

export type WizardActor = ActorRefFrom<BookingWizardMachine>;

export const selectStep = stepOf;
export const selectServices = (snapshot: WizardSnapshot) => snapshot.context.services;
export const selectServiceId = (snapshot: WizardSnapshot) => snapshot.context.serviceId;
export const selectCars = (snapshot: WizardSnapshot) => snapshot.context.cars;
export const selectCarId = (snapshot: WizardSnapshot) => snapshot.context.carId;
export const selectDates = (snapshot: WizardSnapshot) => snapshot.context.dates;
export const selectDate = (snapshot: WizardSnapshot) => snapshot.context.date;
