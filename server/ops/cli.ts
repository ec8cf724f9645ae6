// The workshop's command line: talks to the running server's /api/ops with the ops token and prints JSON.
//   npm run ops -- user:create --email E --password P --name "N" [--role customer|staff|admin]
//   npm run ops -- service:list | service:upsert --file services.json | service:deactivate <id>
//   npm run ops -- booking:list [--date YYYY-MM-DD] [--status S] | booking:status <bookingId> <status>
//   npm run ops -- invoice:paid <invoiceId> --method cash|card|digital | invoice:refund <invoiceId>
//   npm run ops -- mail:list [--status queued|sending|sent|failed] [--to E] | mail:show <id> | mail:resend <id>
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

class CliError extends Error {}

const USAGE = [
  'Usage: npm run ops -- <command> [options]',
  '  user:create --email E --password P --name "N" [--role customer|staff|admin]',
  '  service:list',
  '  service:upsert --file services.json',
  '  service:deactivate <id>',
  '  booking:list [--date YYYY-MM-DD] [--status S]',
  '  booking:status <bookingId> <status>',
  '  invoice:paid <invoiceId> --method cash|card|digital',
  '  invoice:refund <invoiceId>',
  '  mail:list [--status queued|sending|sent|failed] [--to E]',
  '  mail:show <id>',
  '  mail:resend <id>',
].join('\n');

async function opsToken(): Promise<string> {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN.trim();
  const file = path.resolve(process.env.DATA_DIR ?? './data', 'ops-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new CliError(`No ops token: set OPS_TOKEN, or run this where the server's data directory (${file}) is readable.`);
  }
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
    const message = typeof parsed === 'object' && parsed !== null && 'message' in parsed ? String(parsed.message) : text || response.statusText;
    const errors = typeof parsed === 'object' && parsed !== null && 'errors' in parsed ? `\n${JSON.stringify(parsed.errors, null, 2)}` : '';
    throw new CliError(`The server refused (${response.status}): ${message}${errors}`);
  }
  return parsed;
}

async function main(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
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
    },
  });
  switch (command) {
    case 'user:create': {
      if (!values.email || !values.password || !values.name) throw new CliError(`user:create needs --email, --password and --name.\n${USAGE}`);
      return request('POST', 'users', { email: values.email, password: values.password, name: values.name, role: values.role ?? 'customer', phone: values.phone ?? '' });
    }
    case 'service:list':
      return request('GET', 'services');
    case 'service:upsert': {
      if (!values.file) throw new CliError(`service:upsert needs --file services.json.\n${USAGE}`);
      let services: unknown;
      try {
        services = JSON.parse(await readFile(values.file, 'utf8'));
      } catch (error) {
        throw new CliError(`Could not read ${values.file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      return request('POST', 'services', services);
    }
    case 'service:deactivate': {
      const id = positionals[0];
      if (!id) throw new CliError(`service:deactivate needs a service id.\n${USAGE}`);
      return request('POST', `services/${encodeURIComponent(id)}/deactivate`);
    }
    case 'booking:list': {
      const query = new URLSearchParams();
      if (values.date) query.set('date', values.date);
      if (values.status) query.set('status', values.status);
      const search = query.toString();
      return request('GET', `bookings${search ? `?${search}` : ''}`);
    }
    case 'booking:status': {
      const [id, status] = positionals;
      if (!id || !status) throw new CliError(`booking:status needs a booking id and a status.\n${USAGE}`);
      return request('POST', `bookings/${encodeURIComponent(id)}/status`, { status });
    }
    case 'invoice:paid': {
      const id = positionals[0];
      if (!id || !values.method) throw new CliError(`invoice:paid needs an invoice id and --method cash|card|digital.\n${USAGE}`);
      return request('POST', `invoices/${encodeURIComponent(id)}/paid`, { method: values.method });
    }
    case 'invoice:refund': {
      const id = positionals[0];
      if (!id) throw new CliError(`invoice:refund needs an invoice id.\n${USAGE}`);
      return request('POST', `invoices/${encodeURIComponent(id)}/refund`, {});
    }
    case 'mail:list': {
      const query = new URLSearchParams();
      if (values.status) query.set('status', values.status);
      if (values.to) query.set('to', values.to);
      const search = query.toString();
      return request('GET', `mail${search ? `?${search}` : ''}`);
    }
    case 'mail:show':
    case 'mail:resend': {
      const id = positionals[0];
      if (!id) throw new CliError(`${command} needs a mail id (see mail:list).\n${USAGE}`);
      return command === 'mail:show' ? request('GET', `mail/${encodeURIComponent(id)}`) : request('POST', `mail/${encodeURIComponent(id)}/resend`, {});
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  }
}

try {
  console.log(JSON.stringify(await main(process.argv.slice(2)), null, 2));
} catch (error) {
  console.error(error instanceof CliError || (error instanceof Error && error.name === 'TypeError') ? error.message : String(error));
  process.exit(1);
}
