import { foldSpec, recorded } from '../__tests__/fold-spec';
import { colaReadModel } from './cola.read-model';

const { given } = foldSpec(colaReadModel);
const set = (cola: number, setAt: string) => recorded('ColaSet', { countryCode: 'GH', cola, setAt });

describe('the cola read model', () => {
  it('holds the factor staff set last for a country', () =>
    given(set(1.2, '2026-01-01T00:00:00.000Z'))
      .when(set(0.9, '2026-02-01T00:00:00.000Z'))
      .then({ country_code: 'GH', cola: 0.9, updated_at: new Date('2026-02-01T00:00:00.000Z') }));
});
