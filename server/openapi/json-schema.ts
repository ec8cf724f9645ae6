// valibot → OpenAPI 3.0 schema objects, with the named answers of components.ts as references.
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema, type OverrideActionContext } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { COMPONENT_SCHEMAS } from './components';

export type { JsonSchema };

/**
 * `integer` after a union (a year sent as 2021 or "2021") would otherwise add `type: integer` beside the `anyOf`,
 * which no string can satisfy: it belongs on the union's number branch.
 */
function integerOnUnion({ valibotAction, jsonSchema }: OverrideActionContext): JsonSchema | null {
  if (valibotAction.type !== 'integer' || !jsonSchema.anyOf) return null;
  const { type: _misplaced, anyOf, ...rest } = jsonSchema;
  const branches = anyOf.map((branch) => (typeof branch === 'object' && branch.type === 'number' ? { ...branch, type: 'integer' as const } : branch));
  return { ...rest, anyOf: branches };
}

const CONFIG: ConversionConfig = {
  target: 'openapi-3.0',
  // Checks and transforms have no JSON Schema form; the server still applies them.
  errorMode: 'ignore',
  definitions: COMPONENT_SCHEMAS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  overrideAction: integerOnUnion,
};

/** OpenAPI 3.0 wants `required` to list at least one name; an object without required fields omits it. */
function withoutEmptyRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyRequired);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(([key, value]) => !(key === 'required' && Array.isArray(value) && value.length === 0));
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutEmptyRequired(value)]));
}

/** OpenAPI 3.0 reads `nullable` beside `enum` as allowing null only when the enum lists it (a nullable picklist). */
function nullInNullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullInNullableEnums);
  if (typeof node !== 'object' || node === null) return node;
  const record = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullInNullableEnums(value)]));
  if (record.nullable === true && Array.isArray(record.enum) && !record.enum.includes(null)) record.enum = [...(record.enum as unknown[]), null];
  return record;
}

const tidy = (schema: JsonSchema) => nullInNullableEnums(withoutEmptyRequired(schema)) as JsonSchema;

/** The schema of one body; named answers inside it are references into components.schemas. */
export function jsonSchemaOf(schema: GenericSchema): JsonSchema {
  const { $defs: _everyComponent, ...own } = toJsonSchema(schema, CONFIG);
  return tidy(own);
}

/** components.schemas of the document. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { definitions: _, ...config } = CONFIG;
  return Object.fromEntries(Object.entries(toJsonSchemaDefs(COMPONENT_SCHEMAS, config)).map(([name, schema]) => [name, tidy(schema)]));
}
