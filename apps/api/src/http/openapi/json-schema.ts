import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.0 schema object: what a client sends (`input`, before defaults and
 * coercion) or what the server answers (`output`). Transforms have no JSON form: their input side
 * documents what is sent, and an output transform is documented as any value.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...converted } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return withNullInEnums(converted) as JsonSchema;
}

/** A schema only null matches, in OpenAPI 3.0 (which has no `type: null`). */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * Two gaps between zod's `nullable: true` and OpenAPI 3.0: `nullable` does not widen an `enum` (a
 * nullable enumeration must list null), and it means nothing without a `type` beside it (a nullable
 * union or transform), where null becomes one more alternative.
 */
function withNullInEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullInEnums);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withNullInEnums(value)] as const);
  const schema: JsonSchema = Object.fromEntries(entries);
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  if (schema.type !== undefined) return schema;
  const { nullable: _, ...rest } = schema;
  if (Object.keys(rest).length === 0) return rest; // any value, null included
  return { anyOf: [rest, NULL_ONLY] };
}
