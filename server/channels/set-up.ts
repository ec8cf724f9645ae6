// The senders this server's settings allow: a channel without its settings is neither offered nor sent on.
import type { Config } from '../config';
import type { ChannelSet } from './deliver';
import { smsChannel } from './sms';
import { whatsappChannel } from './whatsapp';

export const channelsOf = (config: Pick<Config, 'whatsapp' | 'sms' | 'publicUrl'>, fetcher: typeof fetch = fetch): ChannelSet => ({
  whatsapp: config.whatsapp ? whatsappChannel(config.whatsapp, fetcher) : null,
  sms: config.sms ? smsChannel(config.sms, config.publicUrl, fetcher) : null,
});
