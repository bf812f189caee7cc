import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../platform/platform.module';
import { CheckTokenController } from './check-token/check-token.controller';
import { ConfirmNewEmailController } from './confirm-new-email/confirm-new-email.controller';
import { ConfirmNewEmailHandler } from './confirm-new-email/confirm-new-email.handler';
import { ForgotPasswordController } from './forgot-password/forgot-password.controller';
import { ForgotPasswordHandler } from './forgot-password/forgot-password.handler';
import { LogoutController } from './logout/logout.controller';
import { LogoutHandler } from './logout/logout.handler';
import { EditProfileController } from './me/edit-profile.controller';
import { EditProfileHandler } from './me/edit-profile.handler';
import { GetMeController } from './me/get-me.controller';
import { ResendEmailController } from './resend-email/resend-email.controller';
import { ResendEmailHandler } from './resend-email/resend-email.handler';
import { ResetPasswordController } from './reset-password/reset-password.controller';
import { ResetPasswordHandler } from './reset-password/reset-password.handler';
import { AttemptCounts } from './shared/attempt-counts';
import { SessionsController } from './sessions/sessions.controller';
import { SignInController } from './sign-in/sign-in.controller';
import { SignInHandler } from './sign-in/sign-in.handler';
import { SignUpController } from './sign-up/sign-up.controller';
import { SignUpHandler } from './sign-up/sign-up.handler';
import { ConnectSocialAccountHandler } from './social/connect-social-account.handler';
import { DisconnectSocialAccountHandler } from './social/disconnect-social-account.handler';
import { OrcidCredentials } from './social/orcid-credentials';
import { SocialProvidersModule } from './social/providers/social-providers.module';
import { SocialAccountsController } from './social/social-accounts.controller';
import { SocialSignInController } from './social/social-sign-in.controller';
import { SocialLinking } from './social/social-linking';
import { SocialSignInHandler } from './social/social-sign-in.handler';
import { VerifyEmailController } from './verify-email/verify-email.controller';
import { VerifyEmailHandler } from './verify-email/verify-email.handler';

const httpControllers = [
  SignUpController,
  VerifyEmailController,
  ResendEmailController,
  CheckTokenController,
  SignInController,
  LogoutController,
  SessionsController,
  ForgotPasswordController,
  ResetPasswordController,
  GetMeController,
  EditProfileController,
  ConfirmNewEmailController,
  SocialSignInController,
  SocialAccountsController,
];
const commandHandlers = [
  SignUpHandler,
  VerifyEmailHandler,
  ResendEmailHandler,
  SignInHandler,
  LogoutHandler,
  ForgotPasswordHandler,
  ResetPasswordHandler,
  EditProfileHandler,
  ConfirmNewEmailHandler,
  SocialSignInHandler,
  ConnectSocialAccountHandler,
  DisconnectSocialAccountHandler,
];

/** Accounts: sign-up, verification, sign-in tokens, password reset, profile, email change, social sign-in. */
@Module({
  imports: [CqrsModule, SocialProvidersModule],
  controllers: httpControllers,
  providers: [SocialLinking, ...commandHandlers],
})
export class IdentityModule implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async onModuleInit(): Promise<void> {
    await AttemptCounts.createTable(this.platform.db);
    await OrcidCredentials.createTable(this.platform.db);
  }
}
