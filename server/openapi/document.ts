// Builds the OpenAPI 3.0 document from OPERATIONS and the shared valibot schemas.
import { toJsonSchema } from '@valibot/to-json-schema';
import { OPERATIONS, type Operation } from './operations';

type Json = Record<string, unknown>;

const ERROR_ENVELOPE: Json = {
  type: 'object',
  required: ['success', 'detail', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    detail: { type: 'string', description: 'A human sentence; the same as message' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/** `/api/cars/:id/` → `/api/cars/{id}/` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function operationObject(operation: Operation): Json {
  const parameters: Json[] = [
    ...[...operation.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
    ...(operation.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
  ];
  const security = operation.access === 'customer' ? [{ session: [] }, { bearer: [] }] : operation.access === 'ops' ? [{ bearer: [] }, { session: [] }] : [];
  const responses: Json = Object.fromEntries(Object.entries(operation.answers).map(([status, description]) => [status, { description }]));
  responses.default = { description: 'Refused: 400 invalid, 401, 403, 404, 409, 413, 415, 429', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(security.length ? { security } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(operation.body, { target: 'openapi-3.0', errorMode: 'ignore' }) } } } }
      : {}),
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
      description: 'Same-origin JSON API of the booking app. Unsafe methods need a same-origin (or absent) Origin header and a JSON body.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The session id, or the ops token for /api/ops' },
      },
      schemas: { Error: ERROR_ENVELOPE },
    },
    paths,
  };
  return cached;
}
