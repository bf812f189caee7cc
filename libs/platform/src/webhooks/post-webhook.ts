import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type AddressRules, guardedLookup, refusedLiteral } from './endpoint-address';

export type AttemptResult = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/**
 * One POST. Anything but a 2xx within the timeout is a failed attempt: a redirect is not followed
 * (it could point anywhere, including inside the network), a receiver that never answers is cut off.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; rules: AddressRules },
): Promise<AttemptResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    // Node dials an IP literal without calling `lookup`, so the literal is checked here.
    const refused = refusedLiteral(target, options.rules);
    if (refused) {
      resolve({ ok: false, statusCode: null, error: refused.message });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      lookup: guardedLookup(options.rules),
      timeout: options.timeoutMs,
    });
    // The whole exchange, not only idle time, is bounded: a receiver trickling bytes is cut off too.
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const finish = (result: AttemptResult) => {
      clearTimeout(deadline);
      resolve(result);
    };
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', (error) => finish({ ok: false, statusCode: null, error: error.message }));
    req.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      response.resume();
      response.on('end', () =>
        finish(
          statusCode >= 200 && statusCode < 300
            ? { ok: true, statusCode }
            : {
                ok: false,
                statusCode,
                error: statusCode >= 300 && statusCode < 400 ? 'redirect not followed' : `HTTP ${statusCode}`,
              },
        ),
      );
      response.on('error', (error) => finish({ ok: false, statusCode, error: error.message }));
    });
    req.end(body);
  });
}
