import { WEBHOOK_MESSAGES } from '@portal/contracts';
import { isPortalEventType } from '@portal/domain';
import { type Config, type UrlProblem, urlProblem, webhookSettings } from '@portal/platform';
import { ValidationFailed } from '../../../http/validation';

const URL_MESSAGES: Record<UrlProblem, string> = {
  invalid: WEBHOOK_MESSAGES.invalidUrl,
  not_https: WEBHOOK_MESSAGES.notHttps,
  private_address: WEBHOOK_MESSAGES.privateAddress,
};

/**
 * The checks a schema cannot make: event types the log knows, and a URL production may call (https,
 * resolving to public addresses only). A refusal is a 400 on the field, and nothing is stored.
 */
export async function checkEndpointInput(config: Config, input: { url?: string; events?: string[] }): Promise<void> {
  const errors: Record<string, Array<{ message: string; code: string }>> = {};
  const unknown = (input.events ?? []).filter((type) => type !== '*' && !isPortalEventType(type));
  if (unknown.length) {
    errors.events = [{ message: `${WEBHOOK_MESSAGES.unknownEventType} ${unknown.join(', ')}`, code: 'invalid' }];
  }
  if (input.url !== undefined) {
    const problem = await urlProblem(input.url, webhookSettings(config).rules);
    if (problem) errors.url = [{ message: URL_MESSAGES[problem], code: problem === 'invalid' ? 'invalid' : problem }];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names no endpoint: 404, not a database cast error. */
export const isEndpointId = (id: string): boolean => UUID.test(id);
