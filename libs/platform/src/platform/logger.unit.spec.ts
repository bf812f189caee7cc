import { createLogger } from './logger';

/** The line one call writes, parsed. */
function lineOf(write: (logger: ReturnType<typeof createLogger>) => void): Record<string, unknown> {
  const lines: string[] = [];
  write(createLogger('info', 'test', { write: (line: string) => void lines.push(line) }));
  return JSON.parse(lines.join('')) as Record<string, unknown>;
}

describe('a log line with credentials in it', () => {
  it('writes [redacted] for credential headers wherever headers are, and for passwords and tokens', () => {
    const line = lineOf((logger) =>
      logger.warn(
        {
          req: { headers: { authorization: 'Token secret-1', cookie: 'sid=secret-2', accept: 'text/html' } },
          res: { headers: { 'set-cookie': 'sid=secret-3' } },
          call: { headers: { 'x-api-key': 'secret-4', 'proxy-authorization': 'Basic secret-5' } },
          password: 'secret-6',
          grant: { token: 'secret-7' },
        },
        'a call failed',
      ),
    );
    expect(JSON.stringify(line)).not.toMatch(/secret-\d/);
    expect(line).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      password: '[redacted]',
    });
  });
});
