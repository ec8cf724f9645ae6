// The answers' shapes that /api/openapi.json names under components.schemas; every other use refers to them.
import type { GenericSchema } from 'valibot';
import * as wire from '../../src/domain/wire';

export const COMPONENT_SCHEMAS = {
  ApiError: wire.ApiError,
  PaymentFailure: wire.PaymentFailure,
  PaymentDeclined: wire.PaymentDeclined,
  Done: wire.Done,
  Alive: wire.Alive,
  Ready: wire.Ready,
  SessionUser: wire.SessionUser,
  LoginResponseData: wire.LoginResponseData,
  Profile: wire.Profile,
  ServiceItem: wire.ServiceItem,
  Service: wire.Service,
  ServiceDetail: wire.ServiceDetail,
  Car: wire.Car,
  AvailableDate: wire.AvailableDate,
  AvailableTime: wire.AvailableTime,
  BookingDetail: wire.BookingDetail,
  BookingListItem: wire.BookingListItem,
  PaymentDetails: wire.PaymentDetails,
  PaymentSucceeded: wire.PaymentSucceeded,
  PaymentVerified: wire.PaymentVerified,
  PaymentMethodOption: wire.PaymentMethodOption,
  Invoice: wire.Invoice,
  ContactReceipt: wire.ContactReceipt,
  OpsBooking: wire.OpsBooking,
  BookingStatusChange: wire.BookingStatusChange,
  InvoicePayment: wire.InvoicePayment,
} satisfies Record<string, GenericSchema>;
