// Sending an opt-in code over real HTTP: a 429 becomes a CodeWait carrying the server's sentence and its Retry-After
// seconds (the countdown the section shows); other refusals stay the usual ApiError with their field errors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../src/api/client';
import { CodeWait, sendingCode } from '../../src/api/phoneChannel';
import { VERIFY_RESEND_SECONDS } from '../../src/domain/channels';
import { channelMessages } from '../../src/domain/messageAreas/channels';

let server: Server;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const refusal = (message: string, errors?: Record<string, string[]>) => ({ success: false, detail: message, message, errors });
    if (request.url === '/api/wait') return send(429, refusal(channelMessages.channels.resendWait(42)), { 'Retry-After': '42' });
    if (request.url === '/api/wait-unsaid') return send(429, refusal(channelMessages.channels.sendLimit));
    if (request.url === '/api/no-mobile') return send(400, refusal(channelMessages.channels.phoneNeeded, { channel: [channelMessages.channels.phoneNeeded] }));
    return send(200, { success: true, message: channelMessages.channels.codeSent('sms') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = async (path: string) => {
  try {
    await sendingCode(() => client.post(path, { json: { channel: 'sms' } }).json());
  } catch (error) {
    return error;
  }
  throw new Error('expected the send to fail');
};

describe('sending the opt-in code', () => {
  it("answers the server's sentence", async () => {
    await expect(sendingCode(() => client.post('sent', { json: { channel: 'sms' } }).json())).resolves.toEqual({ success: true, message: channelMessages.channels.codeSent('sms') });
  });

  it('turns a 429 into a wait of the Retry-After seconds, with the sentence', async () => {
    const error = await failureOf('wait');
    expect(error).toBeInstanceOf(CodeWait);
    expect(error).toMatchObject({ status: 429, seconds: 42, message: channelMessages.channels.resendWait(42) });
  });

  it('waits the resend minute when the 429 names no wait', async () => {
    expect(await failureOf('wait-unsaid')).toMatchObject({ seconds: VERIFY_RESEND_SECONDS, message: channelMessages.channels.sendLimit });
  });

  it('keeps a 400 an ApiError naming the channel', async () => {
    const error = await failureOf('no-mobile');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(CodeWait);
    expect(error).toMatchObject({ status: 400, fieldErrors: { channel: [channelMessages.channels.phoneNeeded] } });
  });
});
