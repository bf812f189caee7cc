import { copyText } from './copy-text';
import type { ReadModelTable } from './read-model';

const table: ReadModelTable = {
  name: 'notes',
  key: 'id',
  columns: {
    id: 'text PRIMARY KEY',
    body: 'text',
    count: 'int',
    done: 'boolean',
    at: 'timestamptz',
    form: 'jsonb NOT NULL',
  },
};

describe("COPY's text format for a replay's new rows", () => {
  it('writes the columns in the table order, tab-separated, one line per row', () => {
    const at = new Date('2026-07-01T09:30:00.000Z');
    expect(copyText(table, [{ id: 'n1', body: 'hi', count: 3, done: true, at, form: { a: 1 } }])).toBe(
      'n1\thi\t3\ttrue\t2026-07-01T09:30:00.000Z\t{"a":1}\n',
    );
  });

  it('escapes backslashes, tabs and line breaks inside text and JSON, so a value never splits a row', () => {
    const text = copyText(table, [
      { id: 'n\\1', body: 'a\tb\nc\rd', count: 0, done: false, at: null, form: { note: 'x\ty\\z' } },
    ]);
    expect(text).toBe('n\\\\1\ta\\tb\\nc\\rd\t0\tfalse\t\\N\t{"note":"x\\\\ty\\\\\\\\z"}\n');
  });

  it('writes NULL for a missing value and for a number JSON cannot hold, as the JSON document would', () => {
    expect(copyText(table, [{ id: 'n1', count: Number.NaN, form: 'plain' }])).toBe('n1\t\\N\t\\N\t\\N\t\\N\t"plain"\n');
  });
});
