// Holds every answer of the server suites to /api/openapi.json: the status must be one the document lists for the
// operation, the body must match the schema it documents for that status, and documented headers must be there.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../server/openapi/document';
import { serverMessages } from '../../../server/messages';

export interface ObservedAnswer {
  method: string;
  /** As requested: a path with an optional query, or an absolute URL. */
  url: string;
  status: number;
  headers: Headers;
  /** The body as sent, compressed when the answer says so. */
  bytes: Uint8Array;
}

interface MediaType {
  schema?: unknown;
}

interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean }>;
}

interface OperationObject {
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}

type Match =
  | { kind: 'operation'; path: string; method: string; operation: OperationObject; spelledOtherwise: boolean }
  | { kind: 'other-method'; path: string }
  | { kind: 'no-route' };

const DOCUMENT_ID = 'openapi.json';
const JSON_MEDIA_TYPE = 'application/json';
const ERROR_ENVELOPE_POINTER = '/components/schemas/ApiError';

const pointerSegment = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (...segments: string[]) => segments.map((segment) => `/${pointerSegment(segment)}`).join('');

const mediaTypeOf = (headers: Headers) => headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`);

const DECOMPRESS: Record<string, (bytes: Uint8Array) => Uint8Array> = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

function bodyText({ headers, bytes }: ObservedAnswer): string {
  const encoding = headers.get('content-encoding')?.trim().toLowerCase();
  const decompress = encoding ? DECOMPRESS[encoding] : undefined;
  return new TextDecoder().decode(decompress ? decompress(bytes) : bytes);
}

const toggledSlash = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

const isRouteNotFound = (text: string) => {
  try {
    return (JSON.parse(text) as { message?: unknown }).message === serverMessages.routeNotFound;
  } catch {
    return false;
  }
};

export class Contract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  /** Documented paths, literal segments first, so `/my-bookings/` wins over `/{id}/` as the router decides. */
  private readonly routes: Array<{ path: string; pattern: RegExp }>;

  constructor(readonly document: OpenApiDocument) {
    // Not strict: the document carries OpenAPI's own keywords (paths, responses, …) around the schemas.
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
    const parameters = (path: string) => path.split('{').length - 1;
    this.routes = Object.keys(document.paths)
      .sort((a, b) => parameters(a) - parameters(b))
      .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`) }));
  }

  /** The validator of the schema at a JSON pointer into the document, compiled once. */
  validatorAt(location: string): ValidateFunction {
    let validate = this.validators.get(location);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOCUMENT_ID}#${location}`);
      if (!validate) throw new Error(`No schema at ${location} in ${DOCUMENT_ID}`);
      this.validators.set(location, validate);
    }
    return validate;
  }

  /** The operation a request reaches, as the router would pick it. */
  private match(method: string, pathname: string): Match {
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    for (const spelledOtherwise of [false, true]) {
      const candidate = spelledOtherwise ? toggledSlash(pathname) : pathname;
      const paths = this.routes.filter((route) => route.pattern.test(candidate)).map((route) => route.path);
      const path = paths.find((documented) => this.document.paths[documented]?.[wanted]);
      const operation = path ? this.document.paths[path]?.[wanted] : undefined;
      if (path && operation) return { kind: 'operation', path, method: wanted, operation, spelledOtherwise };
      if (paths[0] && !spelledOtherwise) return { kind: 'other-method', path: paths[0] };
    }
    return { kind: 'no-route' };
  }

  /** What is wrong with an answer, as sentences; empty when the document describes it. */
  problems(answer: ObservedAnswer): string[] {
    const { pathname } = new URL(answer.url, 'http://localhost');
    if (!pathname.startsWith('/api/') && pathname !== '/api') return [];
    // A failure of the server is no answer of the contract; it still has to be the error envelope.
    if (answer.status === 500) return this.bodyProblems(answer, ERROR_ENVELOPE_POINTER, JSON_MEDIA_TYPE);
    const match = this.match(answer.method, pathname);
    if (match.kind !== 'operation') {
      if (answer.status !== 404 && answer.status !== 405) {
        return [match.kind === 'no-route' ? 'no documented operation has this path' : `${match.path} documents no ${answer.method} (expected 404 or 405)`];
      }
      const allowMissing = answer.status === 405 && !answer.headers.has('allow') ? ['a 405 without the Allow header'] : [];
      return [...allowMissing, ...this.bodyProblems(answer, ERROR_ENVELOPE_POINTER, JSON_MEDIA_TYPE)];
    }
    if (match.spelledOtherwise && answer.status === 404 && isRouteNotFound(bodyText(answer))) return [];
    const response = match.operation.responses[String(answer.status)];
    if (!response) {
      return [`${answer.status} is not documented for ${match.method.toUpperCase()} ${match.path} (documented: ${Object.keys(match.operation.responses).join(', ')})`];
    }
    const missingHeaders = Object.entries(response.headers ?? {})
      .filter(([name, header]) => header.required && !answer.headers.has(name))
      .map(([name]) => `the documented ${name} header is missing`);
    const [mediaType] = Object.keys(response.content ?? {});
    if (!mediaType) return missingHeaders;
    const schemaAt = pointer('paths', match.path, match.method, 'responses', String(answer.status), 'content', mediaType, 'schema');
    return [...missingHeaders, ...this.bodyProblems(answer, schemaAt, mediaType)];
  }

  private bodyProblems(answer: ObservedAnswer, schemaAt: string, mediaType: string): string[] {
    const given = mediaTypeOf(answer.headers);
    if (given !== mediaType) return [`content type is ${given || 'missing'}, documented ${mediaType}`];
    if (mediaType !== JSON_MEDIA_TYPE || answer.method.toUpperCase() === 'HEAD') return [];
    let body: unknown;
    try {
      body = JSON.parse(bodyText(answer));
    } catch {
      return ['the body is not JSON'];
    }
    const validate = this.validatorAt(schemaAt);
    return validate(body) ? [] : describeErrors(validate.errors);
  }
}

const CACHE_KEY = Symbol.for('shineworks.contract');
type ContractCache = typeof globalThis & { [CACHE_KEY]?: Contract };

/** The contract of the document the server serves, built once per process. */
export function contract(): Contract {
  const cache = globalThis as ContractCache;
  cache[CACHE_KEY] ??= new Contract(openApiDocument() as unknown as OpenApiDocument);
  return cache[CACHE_KEY];
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/** Throws when /api/openapi.json does not describe the answer. */
export function assertDocumented(answer: ObservedAnswer, against: Contract = contract()): void {
  const problems = against.problems(answer);
  if (problems.length === 0) return;
  const text = bodyText(answer);
  const excerpt = text.length > 400 ? `${text.slice(0, 400)}…` : text;
  throw new ContractViolation(
    `${answer.method.toUpperCase()} ${answer.url} answered ${answer.status}, which /api/openapi.json does not describe:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n') +
      `\n  body: ${excerpt}`,
  );
}
