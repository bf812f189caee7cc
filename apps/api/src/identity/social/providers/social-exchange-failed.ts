import { UnusableAnswer, providerErrorCode } from './oauth-client';
import type { SocialProvider } from './social-profile';

/**
 * The provider did not give us a profile: a bad or expired code, a refused token, a provider that is
 * down, slow or answering garbage. The message names the provider and the kind of failure only; it
 * never carries credentials or the provider's free text, so it is safe to log and to show.
 */
export class SocialExchangeFailed extends Error {
  constructor(
    readonly provider: SocialProvider,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} sign-in failed: ${reason}`, options);
    this.name = 'SocialExchangeFailed';
  }

  static from(provider: SocialProvider, error: unknown): SocialExchangeFailed {
    if (error instanceof SocialExchangeFailed) return error;
    return new SocialExchangeFailed(provider, reasonOf(error), { cause: error });
  }
}

function reasonOf(error: unknown): string {
  // The strategies wrap the OAuth client's error in InternalOAuthError, under `oauthError`.
  const inner = (error as { oauthError?: unknown } | null)?.oauthError ?? error;
  if (inner instanceof UnusableAnswer) return inner.message;
  const { statusCode, data, code } = (inner ?? {}) as { statusCode?: unknown; data?: unknown; code?: unknown };
  if (typeof statusCode === 'number') {
    const providerCode = providerErrorCode(parseQuietly(data));
    return `the provider answered HTTP ${statusCode}${providerCode ? ` (${providerCode})` : ''}`;
  }
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return `the provider could not be reached (${code})`;
  if (typeof code === 'string' && /^[a-z_]{1,64}$/.test(code)) return `the provider refused the token (${code})`;
  return 'the provider gave an unusable answer';
}

function parseQuietly(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return undefined;
  }
}
