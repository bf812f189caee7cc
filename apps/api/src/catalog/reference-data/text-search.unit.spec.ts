import { buildSearchIndex, matchRank, normalize, search } from './text-search';

const NAMES = [
  'Universität Zürich',
  'ETH Zürich',
  'Zurich University of Applied Sciences',
  'Hochschule Luzern',
  'Politechnika Łódzka',
  'École Polytechnique',
  'Ecole Normale Supérieure',
  'Stanford Oxford Institute',
  'University of Oxford',
  'Oxford Brookes University',
  'Boxford Academy',
];
const index = buildSearchIndex(NAMES, (name) => name);
const find = (query: string, limit = 20) => search(index, query, limit);

describe('normalize', () => {
  it('lowercases and strips accents, including letters Unicode does not decompose', () => {
    expect(normalize('Universität ZÜRICH')).toBe('universitat zurich');
    expect(normalize('Politechnika Łódzka')).toBe('politechnika lodzka');
    expect(normalize('İstanbul Straße Ørsted')).toBe('istanbul strasse orsted');
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normalize('Zu\u0308rich')).toBe(normalize('Z\u00fcrich'));
  });
});

describe('matchRank', () => {
  it('tells a prefix, a word start and a match inside a word apart', () => {
    expect(matchRank('oxford brookes', 'oxford')).toBe(0);
    expect(matchRank('university of oxford', 'oxford')).toBe(1);
    expect(matchRank('boxford academy', 'oxford')).toBe(2);
    expect(matchRank('harvard', 'oxford')).toBeNull();
  });

  it('finds a word start after an occurrence inside a word', () => {
    expect(matchRank('stanford oxford institute', 'ford')).toBe(2);
    expect(matchRank('bradford ford school', 'ford')).toBe(1);
  });
});

describe('search', () => {
  it('ignores accents in the names and in the query', () => {
    expect(find('zurich')).toEqual(['Zurich University of Applied Sciences', 'ETH Zürich', 'Universität Zürich']);
    expect(find('ZÜRICH')).toEqual(find('zurich'));
    expect(find('lodz')).toEqual(['Politechnika Łódzka']);
    expect(find('ecole')).toEqual(['Ecole Normale Supérieure', 'École Polytechnique']);
  });

  it('ignores case', () => {
    expect(find('HOCHSCHULE')).toEqual(['Hochschule Luzern']);
  });

  it('ranks prefixes, then word starts, then other matches, each alphabetically', () => {
    expect(find('oxford')).toEqual([
      'Oxford Brookes University',
      'Stanford Oxford Institute',
      'University of Oxford',
      'Boxford Academy',
    ]);
  });

  it('returns at most the limit, and the first names alphabetically for an empty query', () => {
    expect(find('u', 2)).toEqual(['Universität Zürich', 'University of Oxford']);
    expect(find('', 3)).toEqual(['Boxford Academy', 'Ecole Normale Supérieure', 'École Polytechnique']);
    expect(find('   ', 1)).toEqual(['Boxford Academy']);
  });

  it('finds nothing for a query no name contains', () => {
    expect(find('harvard')).toEqual([]);
  });
});
