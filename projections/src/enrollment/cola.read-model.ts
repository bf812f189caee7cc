import { type ColaEvent, DEFAULT_COLA, DEMO_COLA } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';
import worldCountries from 'world-countries';

export interface ColaRecord extends Record<string, unknown> {
  country_code: string;
  /** numeric: the driver reads it back as text. */
  cola: number | string;
  updated_at: Date;
}

/**
 * `cola`: the staff-set cost-of-living factor per ISO 3166 code (one stream per country). A country
 * staff never set has the demo value or 1.0 (domain/enrollment/cola.ts), so no seeding of 250 rows
 * is needed.
 */
export const colaReadModel: ReadModel<ColaRecord, ColaEvent> = {
  name: 'cola',
  eventTypes: ['ColaSet'],
  table: {
    name: 'cola',
    key: 'country_code',
    columns: {
      country_code: 'text PRIMARY KEY',
      cola: 'numeric NOT NULL',
      updated_at: 'timestamptz NOT NULL',
    },
  },
  keyOf: (event) => event.data.countryCode,
  singleStream: true,

  fold(_row, event) {
    const { countryCode, cola, setAt } = event.data;
    return { country_code: countryCode, cola, updated_at: new Date(setAt) };
  },
};

export const colaProjection: Projection = projectionOf(colaReadModel);

/** Country names as profiles and applications store them (world-countries' common names, docs/architecture.md §5). */
const CODE_BY_NAME: ReadonlyMap<string, string> = new Map(
  worldCountries.map((country) => [country.name.common, country.cca2]),
);
const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(
  worldCountries.map((country) => [country.cca2, country.name.common]),
);

export const countryCodeOf = (countryName: string): string | null => CODE_BY_NAME.get(countryName) ?? null;
export const isCountryCode = (code: string): boolean => NAME_BY_CODE.has(code);

export interface ColaRow {
  id: string;
  country: string;
  cola: number;
  staff_set: boolean;
}

const fallback = (code: string): number => DEMO_COLA[code] ?? DEFAULT_COLA;

/** The cola of a country code: the staff's value, else the demo value, else 1.0. */
export async function colaForCode(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ cola: string | number }>('SELECT cola FROM cola WHERE country_code = $1', [code]);
  return rows.length ? Number(rows[0].cola) : fallback(code);
}

/** The cola of a country by its name; an unknown or missing country counts as 1.0. */
export async function colaFor(db: Queryable, countryName: string | null | undefined): Promise<number> {
  const code = countryName ? countryCodeOf(countryName) : null;
  return code ? colaForCode(db, code) : DEFAULT_COLA;
}

/** The whole table, every country, sorted by code (the staff list). */
export async function listCola(db: Queryable): Promise<ColaRow[]> {
  const { rows } = await db.query<{ country_code: string; cola: string | number }>(
    'SELECT country_code, cola FROM cola',
  );
  const set = new Map(rows.map((row) => [row.country_code, Number(row.cola)]));
  return [...NAME_BY_CODE.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, country]) => ({ id: code, country, cola: set.get(code) ?? fallback(code), staff_set: set.has(code) }));
}
