import type { SocialProvider } from '@portal/domain';
import type { SocialCallbackPayload } from './providers/social-providers';

export class SocialSignInCommand {
  constructor(
    readonly provider: SocialProvider,
    readonly payload: SocialCallbackPayload,
  ) {}
}
