import type { Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/** Every country's cost-of-living factor is 1.0 until staff set it (docs/architecture.md §5.3). */
export const DEFAULT_COLA = 1;

/**
 * Demo values by ISO 3166 alpha-2 code: approximate ratios of a country's cost of living to the United
 * States, rounded to 0.05, chosen so the demo shows every fee path (≤ 0.3 gives the pay-what-you-can
 * button). They are illustrations, not an authoritative index: staff set the real table through
 * `PUT /api/admin/cola/{code}`, and a staff value always wins.
 */
export const DEMO_COLA: Readonly<Partial<Record<string, number>>> = {
  US: 1,
  GB: 0.95,
  DE: 0.85,
  FR: 0.85,
  CH: 1.4,
  JP: 0.65,
  CN: 0.45,
  BR: 0.35,
  MX: 0.4,
  IN: 0.25,
  NG: 0.3,
  GH: 0.3,
  KE: 0.35,
  PK: 0.2,
  EG: 0.2,
};

export const MAX_COLA = 10;

export const colaStreamId = (countryCode: string): string => `cola-${countryCode}`;

export type ColaEvent = DomainEvent<'ColaSet', { countryCode: string; cola: number; setAt: string }>;
export type ColaCommand = { type: 'SetCola'; countryCode: string; cola: number; now: Date };
export interface ColaState {
  cola: number | null;
}

/** A country's cola from its stream's state: the staff's value, else the demo value, else 1.0. */
export const colaOf = (countryCode: string, state: ColaState): number =>
  state.cola ?? DEMO_COLA[countryCode] ?? DEFAULT_COLA;

/** One stream per country, so two staff editing two countries never conflict. */
export const colaDecider: Decider<ColaCommand, ColaEvent, ColaState> = {
  eventTypes: { ColaSet: true },
  initialState: () => ({ cola: null }),
  evolve(_state, event) {
    return { cola: event.data.cola };
  },
  // One command, as one event above: no switch on its type until a second one comes (then with assertNever).
  decide(command, state) {
    const { countryCode, cola } = command;
    // Four decimals: the fee runs in integer arithmetic on cola × 10 000. The product is compared
    // with a tolerance because binary floats make 0.556 × 10 000 come out as 5560.000000000001.
    if (!(cola >= 0 && cola <= MAX_COLA) || Math.abs(Math.round(cola * 10_000) - cola * 10_000) > 1e-6)
      throw new DomainError('invalid', `A cola is a number from 0 to ${MAX_COLA} with at most 4 decimals.`, 'cola');
    if (state.cola === cola) return [];
    return [{ type: 'ColaSet', data: { countryCode, cola, setAt: command.now.toISOString() } }];
  },
};
