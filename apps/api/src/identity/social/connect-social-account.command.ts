import type { SocialProvider } from '@portal/domain';
import type { SocialCallbackPayload } from './providers/social-providers';

export class ConnectSocialAccountCommand {
  constructor(
    /** The signed-in user the provider account is linked to. */
    readonly userId: string,
    readonly provider: SocialProvider,
    readonly payload: SocialCallbackPayload,
  ) {}
}
