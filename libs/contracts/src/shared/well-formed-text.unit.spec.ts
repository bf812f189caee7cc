import { MESSAGES } from '../messages';
import { isWellFormedText, wellFormedInput } from './well-formed-text';

const problems = (input: unknown) =>
  (wellFormedInput.safeParse(input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    code: (issue as { params?: { code?: string } }).params?.code,
  }));

describe('text that can be stored', () => {
  it.each([
    ['plain text', 'Ada Lovelace'],
    ['letters of any script', 'Ada Łovelace, 李, Ñandú'],
    ['an emoji (a surrogate pair)', 'Ada 🧠'],
    ['a tab and new lines', 'one\ttwo\nthree'],
    ['empty text', ''],
  ])('takes %s', (_, text) => {
    expect(isWellFormedText(text)).toBe(true);
  });

  it.each([
    ['a NUL byte', 'Ada\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'Ada\udc00 Lovelace'],
    ['a pair written backwards', '\udc00\ud800'],
    ['half of an emoji at the end', '🧠'.slice(0, 1)],
  ])('refuses %s', (_, text) => {
    expect(isWellFormedText(text)).toBe(false);
  });
});

describe('an input with unstorable text', () => {
  it('names each field that holds some, with code invalid and the message', () => {
    expect(problems({ first_name: 'Ada\u0000', last_name: 'Lovelace', bio: '\ud800' })).toEqual([
      { path: 'first_name', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' },
      { path: 'bio', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' },
    ]);
  });

  it('finds text nested in lists and records, and in keys (named by where the key stands)', () => {
    expect(problems({ answers: [{ text: 'fine' }, { text: 'x\u0000' }], filter: { 'q\u0000': 'Ada' } })).toEqual([
      { path: 'answers.1.text', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' },
      { path: 'filter', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' },
    ]);
  });

  it('reads a record without a prototype (a parsed query) as any other', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.search = 'Gh\u0000ana';
    expect(problems(query)).toEqual([
      { path: 'search', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' },
    ]);
  });

  it('names a body that is itself such text by no field', () => {
    expect(problems('\u0000')).toEqual([{ path: '', message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' }]);
  });

  it('passes anything else as it is, numbers and nulls included', () => {
    const input = { first_name: 'Ada 🧠', age: 36, tags: ['a', null, true], nested: { deep: [{ x: 'y' }] } };
    expect(wellFormedInput.parse(input)).toBe(input);
  });
});
