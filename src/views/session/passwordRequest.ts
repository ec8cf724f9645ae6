// The forgot-password and reset-password forms: idle → sending → sent, or back to idle with the failure.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../../api/client';
import { messages } from '../../domain/messages';

export type PasswordRequestEvent = { type: 'request.submit'; fields: Record<string, string> } | { type: 'request.again' };

export const passwordRequestMachine = setup({
  types: {
    context: {} as { error: string | null; confirmation: string | null },
    events: {} as PasswordRequestEvent,
    tags: {} as 'loading',
  },
  actors: {
    // Provided by each page: the forgot or the reset call.
    sendRequest: fromPromise<{ message?: string }, Record<string, string>>(async () => ({})),
  },
}).createMachine({
  id: 'passwordRequest',
  context: { error: null, confirmation: null },
  initial: 'idle',
  states: {
    idle: { on: { 'request.submit': { target: 'sending' } } },
    sending: {
      tags: 'loading',
      entry: assign({ error: null }),
      invoke: {
        src: 'sendRequest',
        input: ({ event }) => {
          assertEvent(event, 'request.submit');
          return event.fields;
        },
        onDone: { target: 'sent', actions: assign({ confirmation: ({ event }) => event.output.message ?? null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => serverMessageOf(event.error) ?? messages.auth.somethingWentWrong }) },
      },
    },
    sent: { on: { 'request.again': { target: 'idle', actions: assign({ confirmation: null }) } } },
  },
});
