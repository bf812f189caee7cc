import { DomainError } from '../shared/domain-error';
import { DEFAULT_COLA, DEMO_COLA, colaDecider, colaOf } from './cola';

const set = (cola: number) =>
  colaDecider.decide(
    { type: 'SetCola', countryCode: 'GH', cola, now: new Date('2026-01-01T00:00:00Z') },
    { cola: null },
  );

describe('setting a country’s cost of living', () => {
  // Found by the reliability suite: 0.556 × 10 000 is 5560.000000000001 in binary floats.
  it.each([0.556, 0.56, 0.5291, 0.7, 1.4, 0.0001, 10])('accepts %p, which has at most four decimals', (cola) => {
    expect(set(cola)).toMatchObject([{ type: 'ColaSet', data: { cola } }]);
  });

  it.each([0.12345, -0.1, 10.0001, Number.NaN])('refuses %p', (cola) => {
    expect(() => set(cola)).toThrow(DomainError);
  });
});

describe('a country’s cost of living as the fee reads it', () => {
  it('is the staff’s value once set', () => expect(colaOf('IN', { cola: 0.5 })).toBe(0.5));
  it('is the demo value before', () => expect(colaOf('IN', { cola: null })).toBe(DEMO_COLA.IN));
  it('is 1.0 for a country without a demo value', () => expect(colaOf('IS', { cola: null })).toBe(DEFAULT_COLA));
});
