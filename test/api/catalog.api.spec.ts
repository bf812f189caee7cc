import { expect } from 'vitest';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import type { CourseView, ValidationErrorBody } from '@portal/contracts';

interface CoursePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: CourseView[];
}

describe.each(BACKENDS)('the course catalogue served %s', (deployment) => {
  let portal: InProcessPortal;
  beforeAll(async () => {
    portal = await openPortal(deployment);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const get = (path: string) => fetch(`${portal.baseUrl}${path}`);
  /** A body read as the type the test expects of it; the assertions that follow check it. */
  const bodyOf = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  it('lists the demo courses, newest first, ten to a page by default', async () => {
    const response = await get('/api/courses/');
    expect(response.status).toBe(200);
    const body = await bodyOf<CoursePage>(response);
    expect(body).toMatchObject({ count: 5, next: null, previous: null });
    expect(body.results.map((c) => c.name)).toEqual([
      'Neuroscience Pilot Cohort',
      'Computational Tools for Climate Science',
      'Deep Learning',
      'Computational Neuroscience',
      'Neuro-AI',
    ]);
    const course = body.results[1];
    expect(course).toMatchObject({ is_active: true, course_price: 2090 });
    expect(new Set(course.questions.map((q) => q.category))).toEqual(
      new Set(['course_spec_prog', 'course_spec_dom', 'technical_dom', 'general']),
    );
    expect(course.questions[0]).toEqual({
      id: 1,
      category: 'course_spec_prog',
      question_text: expect.any(String),
      answer_choices: expect.arrayContaining([{ id: 1, rating: 1, answer_text: 'Never used it' }]),
    });
  });

  it('opens windows for students, TAs and mentors today, and has two courses past their deadlines', async () => {
    // Only the name and the window dates are read: string fields.
    const { results } = await bodyOf<{ results: Array<Record<string, string>> }>(
      await get('/api/courses/?page_size=100'),
    );
    const now = Date.now();
    const open = (course: Record<string, string>, role: string) =>
      Date.parse(course[`${role}_application_start_date`]) <= now &&
      now < Date.parse(course[`${role}_application_end_date`]);
    for (const role of ['student', 'ta', 'mentor']) expect(results.some((c) => open(c, role))).toBe(true);
    expect(results.filter((c) => Date.parse(c.student_application_end_date) < now).map((c) => c.name)).toEqual([
      'Neuroscience Pilot Cohort',
      'Neuro-AI',
    ]);
  });

  it('pages with next and previous links', async () => {
    const first = await bodyOf<CoursePage>(await get('/api/courses/?page=1&page_size=3'));
    expect(first.results).toHaveLength(3);
    expect(first.next).toMatch(/\/api\/courses\/\?page=2&page_size=3$/);
    const second = await bodyOf<CoursePage>(await get('/api/courses/?page=2&page_size=3'));
    expect(second.results).toHaveLength(2);
    expect(second).toMatchObject({ next: null });
    expect(second.previous).toMatch(/page=1&page_size=3$/);
  });

  it.each([
    ['page_size=0', 'page_size', 'min_length'],
    ['page_size=101', 'page_size', 'max_length'],
    ['page=abc', 'page', 'invalid'],
    ['page=-1', 'page', 'min_length'],
  ])('refuses ?%s with a field error', async (query, field, code) => {
    const response = await get(`/api/courses/?${query}`);
    expect(response.status).toBe(400);
    const body = await bodyOf<ValidationErrorBody>(response);
    expect(body[field][0]).toMatchObject({ code, message: expect.any(String) });
  });

  it('gives the sign-in and sign-up descriptions', async () => {
    const body = await bodyOf<unknown>(await get('/api/initial-data/'));
    expect(body).toEqual({
      login_page_description: expect.any(String),
      registration_page_description: expect.any(String),
    });
  });

  it('reports database, queue and projections in health', async () => {
    const body = await bodyOf<{ projections: unknown[] }>(await get('/api/health/'));
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: deployment },
      // In process the jobs run in process on both databases; BullMQ's is the e2e tier's production.
      queue: { ok: true, kind: 'in-process', failed: 0 },
    });
    expect(body.projections).toContainEqual(expect.objectContaining({ name: 'courses', lag: 0 }));
  });

  it('answers unknown API paths and malformed bodies in the error format, never with the app', async () => {
    const unknown = await get('/api/no-such-thing/');
    expect(unknown.status).toBe(404);
    expect(await bodyOf<unknown>(unknown)).toEqual({ detail: 'Not found.', code: 'not_found' });
    const malformed = await fetch(`${portal.baseUrl}/api/courses/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(malformed.status).toBe(400);
    expect(await bodyOf<unknown>(malformed)).toMatchObject({ code: 'invalid', detail: expect.any(String) });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await get('/api/docs-json');
    expect(response.status).toBe(200);
    expect((await bodyOf<{ paths: object }>(response)).paths).toHaveProperty(['/api/courses/']);
  });
});
