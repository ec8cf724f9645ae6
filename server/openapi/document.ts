// Builds the OpenAPI 3.0 document from OPERATIONS, the shared valibot schemas and the refusal rules.
import { IDEMPOTENCY_KEY_MAX } from '../../src/domain/constants';
import { componentSchemas, jsonSchemaOf, type JsonSchema } from './json-schema';
import { OPERATIONS, type Operation, type RequestHeader, type SuccessAnswer } from './operations';
import { refusalsOf, type RefusalAnswer, type ResponseHeader } from './refusals';

type Json = Record<string, unknown>;

/** `/api/cars/:id/` → `/api/cars/{id}/` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const REQUEST_HEADERS: Record<RequestHeader, Json> = {
  'Idempotency-Key': {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'Repeating a key answers exactly the first answer without doing the work again; the same key with another request answers 409.',
    schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
  },
};

const RESPONSE_HEADERS: Record<ResponseHeader, Json> = {
  'Retry-After': { description: 'Seconds until a new attempt may succeed', required: true, schema: { type: 'integer', minimum: 1 } },
  Allow: { description: 'The methods this path answers', required: true, schema: { type: 'string' } },
};

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

function successResponse(success: SuccessAnswer): Json {
  if ('redirect' in success) return { description: success.description, headers: { Location: { required: true, schema: { type: 'string' } } } };
  if ('json' in success) return { description: success.description, content: jsonContent(jsonSchemaOf(success.json)) };
  return { description: success.description, content: { [success.mediaType]: { schema: { type: 'string', ...(success.mediaType === 'application/pdf' || success.mediaType === 'application/gzip' ? { format: 'binary' } : {}) } } } };
}

function refusalResponse(refusal: RefusalAnswer): Json {
  const headers = Object.fromEntries(refusal.headers.map(({ name, required }) => [name, { ...RESPONSE_HEADERS[name], required }]));
  return { description: refusal.description, ...(refusal.headers.length ? { headers } : {}), content: jsonContent(jsonSchemaOf(refusal.body)) };
}

function operationObject(operation: Operation): Json {
  const parameters: Json[] = [
    ...[...operation.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
    ...(operation.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
    ...(operation.headers ?? []).map((name) => REQUEST_HEADERS[name]),
  ];
  const security = operation.access === 'customer' ? [{ session: [] }, { bearer: [] }] : operation.access === 'ops' ? [{ bearer: [] }, { session: [] }] : [];
  const responses: Json = { [operation.success.status]: successResponse(operation.success) };
  for (const answer of operation.alsoAnswers ?? []) responses[answer.status] = successResponse(answer);
  if (operation.notModified) responses[304] = { description: operation.notModified };
  for (const refusal of refusalsOf(operation)) responses[refusal.status] = refusalResponse(refusal);
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(security.length ? { security } : {}),
    ...(operation.body ? { requestBody: { required: true, content: jsonContent(jsonSchemaOf(operation.body)) } } : {}),
    responses,
  };
}

let cached: Json | null = null;

export function openApiDocument(): Json {
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  for (const operation of OPERATIONS) {
    const key = openApiPath(operation.path);
    paths[key] = { ...paths[key], [operation.method]: operationObject(operation) };
  }
  cached = {
    openapi: '3.0.3',
    info: {
      title: 'ShineWorks booking API',
      version: '1.0.0',
      description:
        'Same-origin JSON API of the booking app. Unsafe methods are refused from another origin and take a JSON body. ' +
        'Every refusal answers {success: false, detail, message, errors?}; an unexpected failure answers 500 with the same envelope. ' +
        'Sentences (message, detail, field errors) are in the language of the request: Accept-Language when it names en or ur, ' +
        "else the signed-in account's language (the profile's `language`), else English.",
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The session id, or the ops token for /api/ops' },
      },
      schemas: componentSchemas(),
    },
    paths,
  };
  return cached;
}
