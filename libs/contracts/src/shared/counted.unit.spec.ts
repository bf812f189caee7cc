import { counted } from './counted';

describe('a count and its noun', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(counted(1, 'application')).toBe('1 application');
    expect(counted(0, 'application')).toBe('0 applications');
    expect(counted(2, 'application')).toBe('2 applications');
  });
  it('takes an irregular plural', () => {
    expect(counted(1, 'person', 'people')).toBe('1 person');
    expect(counted(12, 'person', 'people')).toBe('12 people');
  });
});
