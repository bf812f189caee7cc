/** The cells of a CSV export, one value per cell, quotes and header names ignored. */
const cellsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/[,;\t]/))
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
    .filter(Boolean);

type Student = { id: string; email: string };

/**
 * The survey tool's export names respondents by application id or by email: each cell that is either
 * is matched against the course's students; other cells (headers, names, answers) are left aside.
 * Emails that belong to nobody in the course are returned so staff can check them.
 */
export function respondentsOf(csv: string, students: Student[]): { ids: string[]; unknownEmails: string[] } {
  const byEmail = new Map(students.map((student) => [student.email.toLowerCase(), student.id]));
  const known = new Set(students.map((student) => student.id));
  const ids = new Set<string>();
  const unknownEmails: string[] = [];
  for (const cell of cellsOf(csv)) {
    if (known.has(cell)) ids.add(cell);
    else if (cell.includes('@')) {
      const id = byEmail.get(cell.toLowerCase());
      if (id) ids.add(id);
      else unknownEmails.push(cell);
    }
  }
  return { ids: [...ids], unknownEmails };
}
