// The console's password form: the server's body (StaffPasswordPayload: the current password, and a new one under
// the registration rules) and the new password typed again.
import * as v from 'valibot';
import { messages } from '../messages';
import { StaffPasswordPayload } from '../staffSchemas';

export const StaffPasswordChangeForm = v.pipe(
  v.object({ ...StaffPasswordPayload.entries, confirm_password: v.pipe(v.string(), v.nonEmpty(messages.register.confirmPasswordRequired)) }),
  v.forward(
    v.partialCheck([['new_password'], ['confirm_password']], (input) => input.new_password === input.confirm_password, messages.register.passwordsDoNotMatch),
    ['confirm_password'],
  ),
);
export type StaffPasswordChangeForm = v.InferInput<typeof StaffPasswordChangeForm>;
