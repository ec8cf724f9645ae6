// The customer's opt-in to booking messages on WhatsApp or by SMS: the forms and the server use these schemas.
import * as v from 'valibot';
import { PHONE_CHANNELS, VERIFY_CODE_LENGTH } from './channels';
import { channelMessages } from './messageAreas/channels';

const channelMessage = () => channelMessages.channels.chooseChannel;
const codeMessage = () => channelMessages.channels.codeFormat;

/** `POST /api/auth/phone/verify/start/` */
export const PhoneVerifyStartSchema = v.strictObject({ channel: v.picklist(PHONE_CHANNELS, channelMessage) });
/** `POST /api/auth/phone/verify/` */
export const PhoneVerifySchema = v.strictObject({
  channel: v.picklist(PHONE_CHANNELS, channelMessage),
  code: v.pipe(v.string(codeMessage), v.trim(), v.regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), codeMessage)),
});
