import type { CURRENT_STATUSES, HIGHEST_DEGREES, LANGUAGES, TIME_HELD } from '@portal/contracts';

/** A small deterministic generator (mulberry32): every fresh demo has the same people. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES =
  'Amara Kwame Lucia Mateo Priya Arjun Chen Mei Yusuf Leila Tomas Ingrid Kofi Zainab Diego Sofia Hiro Aiko Omar Fatima Nikolai Olga Samuel Grace Ravi Ananya Jonas Elif Malik Ines'.split(
    ' ',
  );
const LAST_NAMES =
  'Okafor Mensah Silva Costa Sharma Iyer Wang Li Hassan Haddad Novak Berg Boateng Bello Lopez Rossi Tanaka Sato Farouk Karimi Petrov Ivanova Kiptoo Achieng Rao Gupta Weber Yilmaz Diallo Moreau'.split(
    ' ',
  );

/** Institutions with the country their profile names (none in the United States, which needs a state). */
const INSTITUTIONS: Array<[string, string]> = [
  ['University of Ghana', 'Ghana'],
  ['University of Lagos', 'Nigeria'],
  ['University of São Paulo', 'Brazil'],
  ['Indian Institute of Science', 'India'],
  ['Tsinghua University', 'China'],
  ['University of Nairobi', 'Kenya'],
  ['Cairo University', 'Egypt'],
  ['National Autonomous University of Mexico', 'Mexico'],
  ['University of Buenos Aires', 'Argentina'],
  ['University of Tokyo', 'Japan'],
  ['Charité Berlin', 'Germany'],
  ['University College London', 'United Kingdom'],
  ['Sorbonne University', 'France'],
  ['University of Toronto', 'Canada'],
  ['Bogazici University', 'Türkiye'],
];

const pairs = <A, B>(a: readonly A[], b: readonly B[]) => a.flatMap((x) => b.map((y) => [x, y] as const));
/** Degree and status pairs that make sense together, from undergraduates to faculty. */
const CAREERS = [
  ...pairs(['secondary_school'], ['undergraduate_student']),
  ...pairs(['undergraduate_degree'], ['masters_student', 'phd_student', 'industry']),
  ...pairs(['masters_degree'], ['phd_student', 'industry']),
  ...pairs(['doctoral_degree'], ['postdoc', 'lecturer_professor_faculty', 'industry']),
] as Array<readonly [(typeof HIGHEST_DEGREES)[number], (typeof CURRENT_STATUSES)[number]]>;
const TIMES_HELD: Array<(typeof TIME_HELD)[number]> = [
  'zero_years',
  'one_year',
  'two_years',
  'three_years',
  'between_four_and_five_years',
  'more_than_six_years',
];
const LANGUAGE_CHOICES: Array<(typeof LANGUAGES)[number]> = [
  'english',
  'english',
  'english',
  'french',
  'spanish',
  'arabic',
  'hindi',
];

export interface GeneratedApplicant {
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
  country: string;
  highestDegree: (typeof HIGHEST_DEGREES)[number];
  status: (typeof CURRENT_STATUSES)[number];
  timeHeld: (typeof TIME_HELD)[number];
  timeSlot: number;
  secondSlot: number;
  language: (typeof LANGUAGES)[number];
  /** Which of the open courses they apply to, as what; an index into the courses given. */
  applications: Array<{ course: number; role: 'student' | 'ta' }>;
  /** 0 (just now) to 1 (when the course's window opened): how early they applied. */
  earliness: number;
}

/** `count` made-up applicants spread over countries, careers, slots and courses; no real person. */
export function generatedApplicants(count: number, openCourses: number): GeneratedApplicant[] {
  const random = seededRandom(2026);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  return Array.from({ length: count }, (_, n) => {
    const [institution, country] = pick(INSTITUTIONS);
    const [highestDegree, status] = pick(CAREERS);
    const timeSlot = 1 + Math.floor(random() * 5);
    const first = Math.floor(random() * openCourses);
    const applications: GeneratedApplicant['applications'] = [{ course: first, role: 'student' }];
    // About one in five with a degree also offers to teach, in another course when there is one.
    if (highestDegree !== 'secondary_school' && random() < 0.2 && openCourses > 1)
      applications.push({ course: (first + 1) % openCourses, role: 'ta' });
    return {
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      email: `applicant${String(n + 1).padStart(3, '0')}@demo.example.org`,
      institution,
      country,
      highestDegree,
      status,
      timeHeld: pick(TIMES_HELD),
      timeSlot,
      secondSlot: (timeSlot % 5) + 1,
      language: pick(LANGUAGE_CHOICES),
      applications,
      earliness: random(),
    };
  });
}
