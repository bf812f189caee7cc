// What a shared zod schema accepts and produces, read off the schema itself: the app takes the
// schemas from @portal/contracts and has no zod dependency of its own.
type Schema = { _zod: { input: unknown; output: unknown } };

export type SchemaInput<S extends Schema> = S['_zod']['input'];
export type SchemaOutput<S extends Schema> = S['_zod']['output'];
