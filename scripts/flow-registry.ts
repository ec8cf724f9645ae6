// Every statechart of the app, found in src/machines/ (see flow-machines.ts), each with the one-line summary QA
// reads above its diagram. A machine without a summary here, or a summary whose machine is gone, stops
// `npm run flows` and fails tests/flows.test.ts, naming them. Modules that export the same chart again (a
// `createResourceMachine()` for one screen) are listed as its instances, not as flows of their own.
import type { AnyStateMachine } from 'xstate';
import { findMachines, type FoundMachine, type MachineScan } from './flow-machines';
import { machineTransitions } from './flow-transitions';

const SUMMARIES: Record<string, string> = {
  session: 'Restore the stored customer, verify with the server, log in, register, log out, and sign out on any authentication failure.',
  login: 'The sign-in form: the values as typed; Sign In hands them to the session, which checks them and calls the server.',
  register: 'The Create Account form: the values as typed, field errors from the shared schema, then the registration handed to the session.',
  forgotPassword: 'Forgot password: the email as typed and checked, then the request for a reset link; Send again returns to the form.',
  resetPassword: "Reset password: the emailed link's token and the new password typed twice, then the reset; a link without a token is refused at once.",
  bookingWizard: 'The four-step booking wizard: service, vehicle, date, then the review with its start time, and confirm.',
  timeChoice: "A day's start times for a service (with its add-ons), shared by the wizard's review and the reschedule dialog: load them, the earliest free one chosen, a reload when the chosen one was taken meanwhile, and one for a longer or shorter visit that unselects a chosen time no longer fitting, saying why.",
  addonChoice: "The review's \"Add to this visit\": load the add-ons once (a quiet retry when that fails), tick or untick them up to the most a visit can carry, and tell the wizard each change.",
  addVehicle: "The Add Vehicle form shared by the wizard's vehicle step and My Vehicles: values, field errors, the create call; it ends with the saved vehicle, or nothing when closed.",
  myBookings: 'My Bookings: load and filter the list (the filter in the address); cancel, reschedule (a day, then a start time) and rate through their dialogs.',
  payNow: '"Pay now" on a booking: offered unless the payment methods list comes back empty ("Pay at the workshop" instead); straight to the checkout when the page has the booking, else load it (busy) first; a failed load is told and the button is ready again.',
  payment: 'The checkout: ask which methods the server offers (none: pay at the workshop), pick one and fill its form, then processing, success (2 s, then the confirmation) or failure with Try Again; without a booking it leaves for /book.',
  paymentStatus:
    "The payment page while a real gateway decides: ask the server, then again every 3 s while undecided; paid (a toast, 2 s, then the confirmation), not completed with the gateway's reason, or back from the card page by Cancel (nothing charged so far; ask again); a failed ask shows why, with a retry.",
  invoiceDownload: "The invoice's Download PDF button: idle, downloading (busy), then a success or failure toast and idle again.",
  language:
    'The language switch (English / اردو): choosing a language loads its texts (Urdu is a chunk of its own) and then turns the page; signed in, the account is asked to keep it for the mail; a failed load keeps the page as it was and says so.',
  contact: 'The contact form: idle, sending, then a confirmation that replaces the form, or an error; the Service select offers the catalogue.',
  profile: 'Profile personal info: load, view, edit with validation, save (or back to editing with the errors), cancel restores the saved values.',
  phoneChannel:
    'Booking messages on WhatsApp or by SMS (profile): load the chosen and offered channels (none offered: e-mail only); choose one, send the code, then type the 6 digits and verify while "Send the code again" counts down (a 429 restarts it with the server\'s wait); on with Switch off; every refusal in place; a new phone saved on the profile re-reads it.',
  vehicles: 'My Vehicles on the profile: load the list; the add panel and the remove (confirmed) / set-default actions run side by side.',
  resource: 'How every list or detail screen loads: loading, then loaded, empty, not found or error with retry; a detail page without its id leaves.',
  // The workshop's console: its shell and session
  staffSession:
    'The console\'s session: ask the server who is signed in, sign in (values, schema check, the server\'s sentence on refusal), the password change (required after a temporary one, or asked for), sign out, and sign out with a notice on any 401 of a console call; a customer sees "not allowed".',
  auditLog: 'The audit log page: load a page of entries (the page and booking in the address), then loaded, empty or error with retry; previous and next pages.',
  mailOutbox:
    'The mail outbox: load the list with its status filter (in the address), loaded, empty or error with retry; "Send again" on a failed mail beside it (busy, the server\'s sentence in a toast, then the list reloads).',
  // The workshop's console: the day board and booking actions
  dayBoard:
    "The console's day board: load one day's bays and bookings, refresh every 3 s while shown (a 304 keeps it; a failed refresh keeps it and says reconnecting); the day follows previous/next/today, the date picker and the address; bays grid or list; the search box (searching, then results, no results or failed); and the front desk's dialogs over it (New booking, Walk in now, Block a bay, removing a block), whose change is toasted and reloads the board at once.",
  bookingActions:
    'A staff action on a booking: confirm and start go straight to the server; complete, no-show and refund ask first; cancel asks for a reason, mark paid for the method, reschedule for a day then a free start time; busy, then a toast and a reload, or the server\'s refusal in the dialog with Back.',
  bookingAddons:
    "A booking's add-ons on its console page: load the active add-ons; choose one and Add, or Remove one of the visit's (busy), then the server's sentence as a toast and the booking reloaded, or its refusal (paid, its status, no room for the longer visit) shown in place.",
  // The workshop's console: the front desk and the customer file
  deskBooking:
    "The desk's New booking (and Walk in now, the same chart in its own mode): find the customer as the desk types (debounced) or add a new one, pick or add the car, the service, the day and a free start time (a walk-in: now), source, notes, the confirmation mail; the server's duplicate warning offers the existing customer; a refusal stays in the dialog with everything kept.",
  bayBlock: "Block a bay: the bay, day, start, end and reason, checked with the shared schema, then saved (a refusal lists the bookings in the way); started on a block, it asks before removing it.",
  customerList: 'The Customers page: every customer a page at a time, searched as the desk types (after a pause) or at once; loaded, no customers or an error with retry; previous and next pages.',
  customerFile:
    "A customer's card: load the file (contact, notes, cars, bookings, totals), not found or an error with retry; edit the contact details and notes (only what changed is sent); New booking for this customer opens the desk's booking chart with them chosen, then the file is read again.",
  // The workshop's console: catalogue, capacity, inbox, staff accounts
  serviceEditor:
    "The console's catalogue: load every service; an admin opens a new or existing service in the editor (checked with the shared schema, then saved) or deactivates one after a confirming step, beside the list.",
  capacitySettings:
    'The console\'s capacity page: load the settings, then side by side the bays and slot length form, the "Close a date" form and reopening a closed date (confirmed); a refusal lists the bookings to move first.',
  refundRequests:
    "The console's refund requests (shown in the inbox): the open ones newest first; an admin approves one after a confirming step that says what goes back, or declines it with a reason; busy, then a toast and the list again, or the server's refusal with Back.",
  refundsToReturn:
    "The inbox's \"To return by hand\" (admin only): the refunds a gateway could not make, oldest first; Mark returned asks first (it cannot be undone), then busy, the server's sentence in a toast and the list again, or its refusal in the dialog with Back.",
  reconciliation:
    'The Payments page (admin only; staff see "only an admin"): a day (in the address, else today in Karachi) and its gateway payments beside what the gateway says now — loading, then the rows with the mismatches first, none that day, or an error with retry; another day is typed, then Show, which writes it in the address (a day that is not a real date is refused under the field; Show while a day loads drops that answer); back and forward follow the address.',
  inbox:
    "The console's inbox: contact form, WhatsApp and SMS messages newest first, a page at a time, filtered All/Unread/Read and by channel (in the address), with the unread count; beside the list, marking one read or unread, and taking in a message just answered.",
  inboxReply:
    "One answer to an inbox message on its channel: closed, editing (checked with the shared schema), sending, then sent or an error to retry or edit; when WhatsApp's 24 hours have passed, the sentence and the “please reply” template instead.",
  unreadCount: "The console header's unread count: asked when the console opens and every minute, and taken at once from the inbox page whenever its list knows a newer one; a failed ask keeps the count shown.",
  backups:
    "The Settings page's Backups panel (admin only): load the last backup, any failure, the schedule and the stored files (error with retry); Back up now is busy, then the server's sentence in a toast (written, already running, or failed with the disk full) and the list again.",
  workshopSettings:
    'The console\'s Settings page (admin only; staff see "only an admin"): load the settings into the form, edit the workshop\'s details, tax registration, home figures, the "confirm web bookings at once" switch and the reminder hours; Save checks the shared schema, then saves (a toast) or shows the server\'s refusal with its field errors.',
  reports:
    'The owner\'s Reports page (admin only; staff see "only an admin"): the period (today, this week, this month, or a custom range checked with the shared schema) in the address; the period and the one before it load together, then loaded or an error with retry; a range the schema or the server refuses names its fields and shows nothing until another is chosen.',
  staffAccounts:
    'Staff accounts (admin only; staff see "only an admin"): load the list; add a member, deactivate (confirmed) or activate an account, reset a password (confirmed) and show its temporary password once with a copy button.',
};

export interface Flow {
  name: string;
  summary: string;
  machine: AnyStateMachine;
  /** The module that defines it. */
  file: string;
  /** Other exports of the same chart, e.g. one screen's resource loader. */
  instances: Array<{ name: string; file: string }>;
}

/** What each chart is made of, to tell a second export of the same chart from a different chart with the same id. */
const shapeOf = (machine: AnyStateMachine) =>
  machineTransitions(machine)
    .map(({ key, targets }) => `${key}>${targets.map((target) => target.id).join(',')}`)
    .join(';');

/** Groups the found machines by chart: the definition (a factory, else the first export) and its instances. */
function groupByChart(found: FoundMachine[]) {
  const charts = new Map<string, FoundMachine[]>();
  for (const entry of found) charts.set(entry.machine.id, [...(charts.get(entry.machine.id) ?? []), entry]);
  const problems: string[] = [];
  const groups = [...charts.values()].map((entries) => {
    const definition = entries.find((entry) => entry.name in SUMMARIES) ?? entries[0]!;
    const instances = entries.filter((entry) => entry !== definition);
    for (const instance of instances) {
      if (shapeOf(instance.machine) !== shapeOf(definition.machine)) {
        problems.push(`${instance.file} (${instance.name}) and ${definition.file} (${definition.name}) are different charts with the same id "${definition.machine.id}"`);
      }
    }
    return { definition, instances };
  });
  return { groups, problems };
}

/** Why the registry and src/machines/ disagree; empty when every chart has its summary and every summary its chart. */
export function registryProblems({ machines, misnamed }: MachineScan): string[] {
  const { groups, problems } = groupByChart(machines);
  for (const name of misnamed) problems.push(`${name} is a machine: export it as …Machine (or a create…Machine factory) so the registry finds it`);
  const charted = new Set(groups.map(({ definition }) => definition.name));
  for (const { definition } of groups) {
    if (!(definition.name in SUMMARIES)) problems.push(`${definition.file} exports ${definition.name}Machine: add its one-line summary to scripts/flow-registry.ts`);
  }
  for (const name of Object.keys(SUMMARIES)) {
    if (!charted.has(name)) problems.push(`scripts/flow-registry.ts describes "${name}", which no module of src/machines/ exports`);
  }
  return problems;
}

/** Every flow, in the registry's order; fails naming every machine without a summary and every stale summary. */
export async function loadFlows(): Promise<Flow[]> {
  const scan = await findMachines();
  const problems = registryProblems(scan);
  if (problems.length > 0) throw new Error(`The flow registry does not match src/machines/:\n- ${problems.join('\n- ')}`);
  const { groups } = groupByChart(scan.machines);
  const order = Object.keys(SUMMARIES);
  return groups
    .map(({ definition, instances }) => ({
      name: definition.name,
      summary: SUMMARIES[definition.name]!,
      machine: definition.machine,
      file: definition.file,
      instances: instances.map(({ name, file }) => ({ name, file })),
    }))
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}
