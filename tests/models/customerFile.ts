// A customer's card as the desk and the server live it (no I/O), and how each move is made on the REAL customerFile
// machine, whose calls are scripted; the desk's booking dialog it opens is stood in for by a scripted call that ends
// as the dialog does (booked with the server's sentence, or dismissed). The context is what the desk should notice.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { customerFileContent } from '../../src/domain/console/deskContent';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { CustomerFile, CustomerUpdateRequest } from '../../src/domain/desk';
import type { DeskBookingInput, DeskBookingOutput } from '../../src/machines/deskBooking';
import { customerFileMachine } from '../../src/machines/customerFile';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';
import { BOOKED_SENTENCE, FILE } from './deskFixtures';

export const RENAMED = 'Bilal Ahmed Khan';
export const NOTES = 'Comes on Fridays.';
export const SAVED_SENTENCE = 'Customer saved.';
export const EMAIL_REFUSAL = deskMessages.emailOfAccount;

export interface FileExpected {
  name: string | null;
  errors: string[];
  formError: string | null;
  toast: Notice | null;
  sent: 'changes' | 'booking' | null;
}

type FileModelEvent = {
  type:
    | 'server.answersFile'
    | 'server.answersNotFound'
    | 'network.fails'
    | 'user.retries'
    | 'user.edits'
    | 'user.typesBadPhone'
    | 'user.saves'
    | 'user.dismisses'
    | 'server.saves'
    | 'server.refuses'
    | 'user.opensNewBooking'
    | 'dialog.books'
    | 'dialog.closes'
    | 'dialog.breaks';
};

const go = (target: string, changes: Partial<FileExpected> = {}) => ({
  target,
  actions: assign<FileExpected, FileModelEvent, undefined, FileModelEvent, never>(({ context }) => ({ ...context, toast: null, sent: null, ...changes })),
});

const fileModel = setup({ types: { context: {} as FileExpected, events: {} as FileModelEvent } }).createMachine({
  id: 'customerFileFlow',
  context: { name: null, errors: [], formError: null, toast: null, sent: null },
  initial: 'loading',
  states: {
    loading: { on: { 'server.answersFile': go('shown', { name: FILE.full_name }), 'server.answersNotFound': go('notFound'), 'network.fails': go('failed') } },
    notFound: {},
    failed: { on: { 'user.retries': go('loading') } },
    shown: { on: { 'user.edits': go('editing', { errors: [], formError: null }), 'user.opensNewBooking': go('booking', { sent: 'booking' }) } },
    editing: {
      on: {
        'user.typesBadPhone': go('editing', { errors: ['phone'] }),
        'user.saves': go('saving', { errors: [], sent: 'changes' }),
        'user.dismisses': go('shown', { errors: [], formError: null }),
      },
    },
    saving: {
      on: {
        'server.saves': go('shown', { name: RENAMED, toast: { kind: 'success', message: SAVED_SENTENCE } }),
        'server.refuses': go('editing', { errors: ['email'], formError: EMAIL_REFUSAL }),
        'network.fails': go('editing', { formError: customerFileContent.saveFailed }),
      },
    },
    booking: {
      on: {
        // booked: the sentence is toasted and the card read again (a new booking and maybe a new car)
        'dialog.books': go('refreshing', { toast: { kind: 'success', message: BOOKED_SENTENCE } }),
        'dialog.closes': go('shown'),
        'dialog.breaks': go('shown'),
      },
    },
    refreshing: { on: { 'server.answersFile': go('shown'), 'network.fails': go('shown') } },
  },
});

export type FileCall = 'file' | 'save' | 'deskBooking';

export class CustomerFileRun {
  readonly server = new ScriptedCalls<FileCall>();
  toasts: Notice[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const logic = customerFileMachine.provide({
      actors: {
        loadFile: this.server.actor<CustomerFile, { customerId: string }>('file'),
        saveCustomer: this.server.actor<{ message: string; customer: CustomerFile }, { customerId: string; changes: CustomerUpdateRequest }>('save'),
        // the booking dialog is a chart of its own, tested apart: here a call that ends as the dialog does
        deskBooking: this.server.actor<DeskBookingOutput, DeskBookingInput>('deskBooking') as never,
      },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, { input: { customerId: FILE.id, canChangeEmail: true }, ...options }).start();
  }

  beginStep() {
    this.server.beginStep();
    this.toasts = [];
  }
}

function perform(run: CustomerFileRun, event: ModelEvent<typeof fileModel>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'server.answersFile':
      return server.answer('file', FILE);
    case 'server.answersNotFound':
      return server.fail('file', new ApiError(deskMessages.customerNotFound, 404));
    case 'network.fails':
      return server.fail(server.inFlight(['file', 'save']), new TypeError('Failed to fetch'));
    case 'user.retries':
      return actor.send({ type: 'file.retry' });
    case 'user.edits':
      return actor.send({ type: 'file.edit' });
    case 'user.typesBadPhone':
      actor.send({ type: 'file.change', field: 'phone', value: '12' });
      actor.send({ type: 'file.save' });
      return;
    case 'user.saves':
      actor.send({ type: 'file.change', field: 'phone', value: FILE.phone });
      actor.send({ type: 'file.change', field: 'full_name', value: RENAMED });
      actor.send({ type: 'file.change', field: 'notes', value: NOTES });
      return actor.send({ type: 'file.save' });
    case 'user.dismisses':
      return actor.send({ type: 'file.dismiss' });
    case 'server.saves':
      return server.answer('save', { message: SAVED_SENTENCE, customer: { ...FILE, full_name: RENAMED, notes: NOTES } });
    case 'server.refuses':
      return server.fail('save', new ApiError(EMAIL_REFUSAL, 409, { email: [EMAIL_REFUSAL] }));
    case 'user.opensNewBooking':
      return actor.send({ type: 'file.newBooking' });
    case 'dialog.books':
      return server.answer('deskBooking', { message: BOOKED_SENTENCE } satisfies DeskBookingOutput);
    case 'dialog.closes':
      return server.answer('deskBooking', { message: null } satisfies DeskBookingOutput);
    case 'dialog.breaks':
      return server.fail('deskBooking', new Error('The dialog stopped'));
  }
}

export const customerFileFlow = defineFlowModel({
  name: 'customerFile',
  model: fileModel,
  covers: [customerFileMachine],
  start: (options) => new CustomerFileRun(options),
  perform,
});
