/**
 * One CSV line (RFC 4180): every cell quoted. A cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe, since applicants write
 * their own names.
 */
export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells
    .map((cell) => {
      const text = cell === null || cell === undefined ? '' : String(cell);
      const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      return `"${safe.replaceAll('"', '""')}"`;
    })
    .join(',');
}
