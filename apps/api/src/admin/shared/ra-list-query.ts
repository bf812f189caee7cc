import { wellFormedInput } from '@portal/contracts';
import type { ListQuery } from '@portal/projections';
import type { FastifyReply } from 'fastify';
import { parseInput } from '../../http/validation';
import { z } from 'zod';

/** The most rows one request may ask for: react-admin's CSV export reads 1000 at once. */
const MAX_PAGE = 1000;

/**
 * A query parameter holding JSON (ra-data-simple-rest's `range`, `sort`, `filter`), checked by `schema`.
 * Its text is checked with every query's, but `\u0000` escapes decode to NUL only here: the text rule
 * runs again on what they decode to.
 */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Not valid JSON.', params: { code: 'invalid' } });
        return z.NEVER;
      }
    })
    .pipe(wellFormedInput)
    .pipe(schema);

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start && end - start < MAX_PAGE, {
    message: `A range is [first, last] with at most ${MAX_PAGE} rows.`,
  });

/** ids as react-admin's getMany sends them: one id or a list of them. */
export const idFilter = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(MAX_PAGE)]);

export type { ListQuery } from '@portal/projections';

/**
 * The ra-data-simple-rest query (`range=[0,24]`, `sort=["field","DESC"]`, `filter={...}`) of one
 * resource, each part optional; a malformed part answers 400 in the docs/architecture.md §4.2 format.
 */
export interface ListOptions<F extends z.ZodType, Field extends string> {
  filter: F;
  sortFields: readonly [Field, ...Field[]];
  defaultSort: [Field, 'ASC' | 'DESC'];
}

/** The query schema of one resource's list: what `parseListQuery` checks and the document shows. */
export const listQuerySchema = <F extends z.ZodType, Field extends string>(options: ListOptions<F, Field>) =>
  z.object({
    range: jsonParam(rangeSchema).default([0, 24]).meta({ description: 'JSON `[first, last]` row, from 0' }),
    sort: jsonParam(z.tuple([z.enum(options.sortFields), z.enum(['ASC', 'DESC'])]))
      .default(options.defaultSort)
      .meta({ description: `JSON \`["field", "ASC" or "DESC"]\`; fields: ${options.sortFields.join(', ')}` }),
    filter: jsonParam(options.filter).optional().meta({ description: 'JSON object of filters' }),
  });

export function parseListQuery<F extends z.ZodType, Field extends string>(
  query: unknown,
  options: ListOptions<F, Field>,
): ListQuery<z.infer<F>, Field> {
  const { range, sort, filter } = parseInput(listQuerySchema(options), query);
  return {
    start: range[0],
    end: range[1],
    sortField: sort[0],
    order: sort[1],
    filter: filter ?? options.filter.parse({}),
  };
}

/** `Content-Range: <resource> 0-24/319`, which ra-data-simple-rest reads for the total. */
export function setContentRange(response: FastifyReply, resource: string, start: number, rows: number, total: number) {
  const range = rows > 0 ? `${start}-${start + rows - 1}` : '*';
  response.header('Content-Range', `${resource} ${range}/${total}`);
}
