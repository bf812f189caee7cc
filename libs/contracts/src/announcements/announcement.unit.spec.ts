import { announcementDraftSchema } from './announcement';

const draft = {
  subject: 'Hello {name}',
  body: 'Your {course} dashboard: {dashboard_link}',
  audience: { course: 'c1' },
};

describe('an announcement draft', () => {
  it('takes the known placeholders and braces around other text', () =>
    expect(announcementDraftSchema.safeParse({ ...draft, body: 'Due {deadline}; the set {a, b}.' }).success).toBe(
      true,
    ));

  it('refuses an unknown placeholder on its field, naming the known ones', () => {
    const result = announcementDraftSchema.safeParse({ ...draft, body: 'Hi {first_name}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['body'],
        message:
          'Unknown placeholder {first_name}. The known placeholders are {name}, {course}, {deadline}, {dashboard_link}.',
      }),
    ]);
  });

  it('needs a course to pick its audience from, and nothing the list filters do not name', () => {
    expect(announcementDraftSchema.safeParse({ ...draft, audience: { role: 'student' } }).success).toBe(false);
    expect(announcementDraftSchema.safeParse({ ...draft, audience: { course: 'c1', pod: 'p' } }).success).toBe(false);
  });
});
