import { describe, it, expect } from 'vitest';
import { ALL_PROJECTIONS } from './registry';
import { FOLD_SOURCES } from './fold-sources';
import { foldSourcesAfter, foldSourcesAreCurrent } from './__tests__/fold-sources-of';

describe('the read models’ code in their rebuild fingerprint (fold-sources.ts)', () => {
  it('is current: an edited fold without `npm run fold-sources` fails here', () => {
    const { current, message } = foldSourcesAreCurrent();
    expect(message).toBe('');
    expect(current).toBe(true);
  });

  it('names every read model of the registry', () => {
    expect(ALL_PROJECTIONS.map((projection) => projection.name).filter((name) => !FOLD_SOURCES[name])).toEqual([]);
  });

  it('changes with a helper the fold calls, not with a comment or a query beside it', () => {
    const helper = foldSourcesAfter({
      file: 'catalog/courses.read-model.ts',
      from: '.filter(([, v]) => v !== undefined)',
      to: '.filter(([, v]) => v != null)',
    });
    expect(helper.courses).not.toBe(FOLD_SOURCES.courses);
    const comment = foldSourcesAfter({
      file: 'catalog/courses.read-model.ts',
      from: '// A shallow merge,',
      to: '// A shallow merge (said differently),',
    });
    expect(comment).toEqual(FOLD_SOURCES);
    const query = foldSourcesAfter({
      file: 'catalog/courses.read-model.ts',
      from: "'SELECT id, course FROM courses WHERE id = $1'",
      to: "'SELECT course, id FROM courses WHERE id = $1'",
    });
    expect(query).toEqual(FOLD_SOURCES);
  });
});
