import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../platform/platform.module';
import { CheckTokenController } from './check-token/check-token.controller';
import { ConfirmNewEmailController } from './confirm-new-email/confirm-new-email.controller';
import { ForgotPasswordController } from './forgot-password/forgot-password.controller';
import { LogoutController } from './logout/logout.controller';
import { EditProfileController } from './me/edit-profile.controller';
import { EditProfileHandler } from './me/edit-profile.handler';
import { GetMeController } from './me/get-me.controller';
import { ResendEmailController } from './resend-email/resend-email.controller';
import { ResetPasswordController } from './reset-password/reset-password.controller';
import { SignInThrottle } from './sign-in/sign-in-throttle';
import { SignInController } from './sign-in/sign-in.controller';
import { SignInHandler } from './sign-in/sign-in.handler';
import { SignUpController } from './sign-up/sign-up.controller';
import { SignUpHandler } from './sign-up/sign-up.handler';
import { OrcidCredentials } from './social/orcid-credentials';
import { SocialProvidersModule } from './social/providers/social-providers.module';
import { SocialAccountsController } from './social/social-accounts.controller';
import { SocialSignInController } from './social/social-sign-in.controller';
import { SocialSignInHandler } from './social/social-sign-in.handler';
import { VerifyEmailController } from './verify-email/verify-email.controller';

const httpControllers = [
  SignUpController,
  VerifyEmailController,
  ResendEmailController,
  CheckTokenController,
  SignInController,
  LogoutController,
  ForgotPasswordController,
  ResetPasswordController,
  GetMeController,
  EditProfileController,
  ConfirmNewEmailController,
  SocialSignInController,
  SocialAccountsController,
];
const commandHandlers = [SignUpHandler, SignInHandler, EditProfileHandler, SocialSignInHandler];

/** Accounts: sign-up, verification, sign-in tokens, password reset, profile, email change, social sign-in. */
@Module({
  imports: [CqrsModule, SocialProvidersModule],
  controllers: httpControllers,
  providers: commandHandlers,
})
export class IdentityModule implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async onModuleInit(): Promise<void> {
    await SignInThrottle.createTable(this.platform.db);
    await OrcidCredentials.createTable(this.platform.db);
  }
}
