// The console's two forms apart from the session's chart: sign in (email, password, remember me) and the password
// change; their values, the field errors from the shared schemas, and the sentence a refusal shows.
import { ApiError, serverMessageOf } from '../api/client';
import { StaffPasswordChangeForm } from '../domain/console/passwordChange';
import { staffSessionMessages } from '../domain/console/shellContent';
import { messages } from '../domain/messages';
import { LoginPayload } from '../domain/schemas';
import { fieldErrorsOf } from './formErrors';

export const STAFF_LOGIN_FIELDS = ['email', 'password'] as const;
export type StaffLoginField = (typeof STAFF_LOGIN_FIELDS)[number];
export type StaffLoginValues = Record<StaffLoginField, string> & { remember: boolean };

export const STAFF_PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type StaffPasswordField = (typeof STAFF_PASSWORD_FIELDS)[number];
export type StaffPasswordValues = Record<StaffPasswordField, string>;

export const emptyStaffLoginValues: StaffLoginValues = { email: '', password: '', remember: false };
export const emptyStaffPasswordValues: StaffPasswordValues = { current_password: '', new_password: '', confirm_password: '' };

export const loginErrorsOf = (values: StaffLoginValues) => fieldErrorsOf(LoginPayload, values, STAFF_LOGIN_FIELDS);
export const passwordErrorsOf = (values: StaffPasswordValues) => fieldErrorsOf(StaffPasswordChangeForm, values, STAFF_PASSWORD_FIELDS);
export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

export const signInFailureText = (error: unknown) =>
  serverMessageOf(error) ?? (statusOf(error) === 401 ? messages.auth.invalidCredentials : staffSessionMessages.signInFailed);
export const passwordChangeFailureText = (error: unknown) => serverMessageOf(error) ?? staffSessionMessages.passwordChangeFailed;
