// The workshop's command line: talks to the running server's /api/ops with the ops token. On a terminal the lists
// print as tables (bookings and invoices by the 8-character number customers see); with --json, or when the output
// goes to a pipe or a file, every answer prints as the server's JSON, so scripts read exactly what they always have.
// `npm run ops -- help` lists the commands.
import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writePrivateFile } from '../private-files';
import { tableFor } from './tables';

class CliError extends Error {}

/** Every command, as typed and in one line; `help` prints this list. */
const COMMANDS: ReadonlyArray<readonly [usage: string, what: string]> = [
  ['booking:list [--date YYYY-MM-DD] [--status S]', 'bookings by date, time and bay'],
  ['booking:status <booking> <status>', 'to confirmed, in_progress, completed, cancelled or no_show'],
  ['invoice:paid <invoice> --method M', 'paid at the workshop (M: cash, card, digital); mails a receipt'],
  ['invoice:refund <invoice>', 'refund a paid invoice (online: through the gateway)'],
  ['service:list', 'the whole catalogue, inactive services included'],
  ['service:upsert --file services.json', 'create or update services from a JSON list'],
  ['service:deactivate <serviceId>', 'take a service off the catalogue'],
  ['user:create --email E --password P --name N [--role R]', 'an account (R: customer, staff, admin)'],
  ['mail:list [--status S] [--channel C] [--to E]', 'the outbox, newest first (S: queued, sending, sent, delivered, read, failed; C: email, whatsapp, sms)'],
  ['mail:show <mailId>', 'one mail: both parts, attachments, its .eml file'],
  ['mail:resend <mailId>', 'a failed mail back in the queue'],
  ['payments:reconcile --date YYYY-MM-DD', 'a day\'s payments through the real gateways: what each gateway says beside what we recorded'],
  ['refund:returned <refundId>', 'a refund the gateway could not make has been given back by hand (see GET /api/ops/refunds/to-return)'],
  ['backup [--out FILE]', 'a backup of the whole database now, into the server\'s backup folder (and downloaded to FILE)'],
  ['help', 'this list'],
];

const width = Math.max(...COMMANDS.map(([usage]) => usage.length));
const HELP = [
  'Usage: npm run ops -- <command> [options] [--json]',
  '',
  'Commands:',
  ...COMMANDS.map(([usage, what]) => `  ${usage.padEnd(width)}  ${what}`),
  '',
  'A <booking> or <invoice> is its full id or the 8-character number customers see (any case); an <invoice> also its INV-YYYY-NNNNNN number.',
  'On a terminal the lists print as tables; --json (or output to a pipe or file) prints the server\'s JSON.',
  'The server is OPS_URL (default http://127.0.0.1:$PORT); the token OPS_TOKEN, or DATA_DIR/ops-token.',
].join('\n');

const usageOf = (command: string) => COMMANDS.find(([usage]) => usage.startsWith(`${command} `) || usage === command)?.[0] ?? command;
const needs = (command: string, what: string) => new CliError(`${command} needs ${what}. Usage: npm run ops -- ${usageOf(command)}`);

async function opsToken(): Promise<string> {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN.trim();
  const file = path.resolve(process.env.DATA_DIR ?? './data', 'ops-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new CliError(`No ops token: set OPS_TOKEN, or run this where the server's data directory (${file}) is readable.`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The refusal's field texts, one a line, leaving out those the sentence already says. */
function errorLines(errors: unknown, message: string): string {
  if (!isRecord(errors)) return '';
  const lines = Object.entries(errors).flatMap(([field, texts]) =>
    (Array.isArray(texts) ? texts : [texts]).map(String).filter((text) => !message.includes(text)).map((text) => `  ${field}: ${text}`),
  );
  return lines.length > 0 ? `\n${lines.join('\n')}` : '';
}

async function request(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const base = (process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '');
  const headers: Record<string, string> = { Authorization: `Bearer ${await opsToken()}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}/api/ops/${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new CliError(`Could not reach the server at ${base}. Is it running (npm start), and is OPS_URL right?`);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: report the text as is.
  }
  if (!response.ok) {
    const message = isRecord(parsed) && 'message' in parsed ? String(parsed.message) : text || response.statusText;
    throw new CliError(`The server refused (${response.status}): ${message}${isRecord(parsed) ? errorLines(parsed.errors, message) : ''}`);
  }
  return parsed;
}

const pathId = (id: string) => encodeURIComponent(id.trim());

/**
 * A backup just written, downloaded to `out` (through out.partial, checked against the server's SHA-256), readable by
 * this user alone (0600) like the server's own copies: it holds the whole database.
 */
async function downloadBackup(file: string, sha256: string, out: string): Promise<void> {
  const base = (process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '');
  const response = await fetch(`${base}/api/ops/backups/${encodeURIComponent(file)}`, { headers: { Authorization: `Bearer ${await opsToken()}` } });
  if (!response.ok) throw new CliError(`The server refused the download (${response.status}): ${await response.text()}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (createHash('sha256').update(bytes).digest('hex') !== sha256) throw new CliError(`The download of ${file} arrived damaged (its SHA-256 does not match). Try again.`);
  await writePrivateFile(`${out}.partial`, bytes);
  await rename(`${out}.partial`, out);
  await writePrivateFile(`${out}.sha256`, `${sha256}  ${path.basename(out)}\n`);
}

const isBackupAnswer = (value: unknown): value is { message: string; data: { file: string; sha256: string } } =>
  isRecord(value) && isRecord(value.data) && typeof value.data.file === 'string' && typeof value.data.sha256 === 'string';

async function run(command: string, positionals: string[], values: Record<string, string | boolean | undefined>): Promise<unknown> {
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  switch (command) {
    case 'user:create': {
      const [email, password, name] = [text('email'), text('password'), text('name')];
      if (!email || !password || !name) throw needs(command, '--email, --password and --name');
      return request('POST', 'users', { email, password, name, role: text('role') ?? 'customer', phone: text('phone') ?? '' });
    }
    case 'service:list':
      return request('GET', 'services');
    case 'service:upsert': {
      const file = text('file');
      if (!file) throw needs(command, '--file services.json');
      let services: unknown;
      try {
        services = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new CliError(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      return request('POST', 'services', services);
    }
    case 'service:deactivate': {
      const [id] = positionals;
      if (!id) throw needs(command, 'a service id');
      return request('POST', `services/${pathId(id)}/deactivate`);
    }
    case 'booking:list': {
      const query = new URLSearchParams();
      if (text('date')) query.set('date', text('date') ?? '');
      if (text('status')) query.set('status', text('status') ?? '');
      const search = query.toString();
      return request('GET', `bookings${search ? `?${search}` : ''}`);
    }
    case 'booking:status': {
      const [id, status] = positionals;
      if (!id || !status) throw needs(command, 'a booking (id or number) and a status');
      return request('POST', `bookings/${pathId(id)}/status`, { status });
    }
    case 'invoice:paid': {
      const [id] = positionals;
      const method = text('method');
      if (!id || !method) throw needs(command, 'an invoice (id or number) and --method cash|card|digital');
      return request('POST', `invoices/${pathId(id)}/paid`, { method });
    }
    case 'invoice:refund': {
      const [id] = positionals;
      if (!id) throw needs(command, 'an invoice (id or number)');
      return request('POST', `invoices/${pathId(id)}/refund`, {});
    }
    case 'mail:list': {
      const query = new URLSearchParams();
      if (text('status')) query.set('status', text('status') ?? '');
      if (text('channel')) query.set('channel', text('channel') ?? '');
      if (text('to')) query.set('to', text('to') ?? '');
      const search = query.toString();
      return request('GET', `mail${search ? `?${search}` : ''}`);
    }
    case 'mail:show':
    case 'mail:resend': {
      const [id] = positionals;
      if (!id) throw needs(command, 'a mail id (see mail:list)');
      return command === 'mail:show' ? request('GET', `mail/${pathId(id)}`) : request('POST', `mail/${pathId(id)}/resend`, {});
    }
    case 'payments:reconcile': {
      const date = text('date');
      if (!date) throw needs(command, '--date YYYY-MM-DD');
      return request('GET', `payments/reconcile?date=${encodeURIComponent(date)}`);
    }
    case 'refund:returned': {
      const [id] = positionals;
      if (!id) throw needs(command, 'a refund id');
      return request('POST', `refunds/${pathId(id)}/returned`, {});
    }
    case 'backup': {
      const answer = await request('POST', 'backups', {});
      const out = text('out');
      if (out && isBackupAnswer(answer)) await downloadBackup(answer.data.file, answer.data.sha256, path.resolve(out));
      return answer;
    }
    default:
      throw new CliError(`Unknown command "${command}".\n\n${HELP}`);
  }
}

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      phone: { type: 'string' },
      file: { type: 'string' },
      date: { type: 'string' },
      status: { type: 'string' },
      method: { type: 'string' },
      to: { type: 'string' },
      channel: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || command === 'help' || values.help) return HELP;
  const answer = await run(command, rest, values);
  // A backup prints the file it wrote (the downloaded copy with --out), one line a script can use.
  if (command === 'backup' && !values.json && isBackupAnswer(answer)) return typeof values.out === 'string' ? path.resolve(values.out) : answer.data.file;
  const table = values.json || !process.stdout.isTTY ? null : tableFor(command, answer);
  return table ?? JSON.stringify(answer, null, 2);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  // parseArgs refuses an unknown option or a missing value with a TypeError whose message says which.
  console.error(error instanceof CliError || (error instanceof Error && error.name === 'TypeError') ? error.message : String(error));
  process.exit(1);
}
