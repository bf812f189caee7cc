import { z } from 'zod';

/** Longer queries match nothing real and only cost time, so they are refused. */
export const REFERENCE_SEARCH_MAX_LENGTH = 100;

/** `?search=` of the country and institution pickers; empty lists the first ones alphabetically. */
export const referenceSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(REFERENCE_SEARCH_MAX_LENGTH)
    .default('')
    .meta({ description: 'Part of the name, any case and accents' }),
});

export const countrySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
});

export const institutionSchema = z.object({
  name: z.string(),
  /** Common short name of the country, as in the country list; null when the domain tells none. */
  country: z.string().nullable(),
});

export const countriesResponseSchema = z.object({ results: z.array(countrySchema) });
export const institutionsResponseSchema = z.object({ results: z.array(institutionSchema) });

export type ReferenceSearchQuery = z.infer<typeof referenceSearchQuerySchema>;
export type Country = z.infer<typeof countrySchema>;
export type Institution = z.infer<typeof institutionSchema>;
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;
export type InstitutionsResponse = z.infer<typeof institutionsResponseSchema>;
