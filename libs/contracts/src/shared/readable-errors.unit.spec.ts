import { z } from 'zod';
import './readable-errors';

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('validation messages a person reads', () => {
  it.each([
    [z.number().int().min(1).max(4), 5, 'Enter a number of 4 or less.'],
    [z.number().min(2), 1, 'Enter a number of 2 or more.'],
    [z.string().max(3), 'abcd', 'Use 3 characters or fewer.'],
    [z.array(z.string()).min(2), ['a'], 'Choose at least 2.'],
    [z.enum(['a', 'b']), 'c', 'Choose one of the options offered.'],
    [z.string(), undefined, 'This field is required.'],
    [z.email(), 'nope', 'Enter a valid email address.'],
  ])('%#: no zod wording', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('keeps a schema’s own message (the spec’s words)', () => {
    expect(firstMessage(z.string().min(1, 'Required field'), '')).toBe('Required field');
  });
});
