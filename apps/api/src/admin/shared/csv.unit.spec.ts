import { csvLine } from './csv';

describe('a CSV line of the staff export', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvLine(['Ada "the first"', 3, true, null, undefined])).toBe('"Ada ""the first""","3","true","",""');
  });

  it('keeps commas and line breaks inside their quoted cell', () => {
    expect(csvLine(['a,b', 'line\nbreak'])).toBe('"a,b","line\nbreak"');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx'])(
    'defuses %p, which a spreadsheet would run as a formula',
    (cell) => {
      expect(csvLine([cell])).toBe(`"'${cell.replaceAll('"', '""')}"`);
    },
  );
});
