/**
 * The error format of docs/architecture.md §4.2: a 400 is either field errors (`{"<field>": [{message, code}]}`,
 * `non_field_errors` included) or `{detail, code}`; every other error status is `{detail, code}`.
 */
export function isDesignError(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body as Record<string, unknown>);
  const isDetail =
    entries.length === 2 &&
    typeof (body as { detail?: unknown }).detail === 'string' &&
    typeof (body as { code?: unknown }).code === 'string';
  if (isDetail) return true;
  if (status !== 400 || entries.length === 0) return false;
  return entries.every(
    ([, errors]) =>
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (error) =>
          typeof error === 'object' &&
          error !== null &&
          typeof (error as { message?: unknown }).message === 'string' &&
          (error as { message: string }).message.length > 0 &&
          typeof (error as { code?: unknown }).code === 'string',
      ),
  );
}
