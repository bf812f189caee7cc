import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { IdentityKeys } from '../shared/identity-keys';
import { hashPassword } from '../shared/passwords';
import { registerAccount } from '../shared/register-account';
import { SignUpCommand } from './sign-up.command';

/** A new account with a password; the verification email follows through the outbox. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, string> {
  private readonly keys: IdentityKeys;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
  }

  async execute({ input, correlationId }: SignUpCommand): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const { result } = await this.platform.commands.execute(
      { correlation_id: correlationId, causation_id: null, actor: 'anonymous' },
      async (session) => {
        const { userId } = await registerAccount(
          session,
          this.keys,
          {
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            passwordHash,
            emailVerified: false,
            role: null,
          },
          new Date(),
        );
        return userId;
      },
    );
    return result;
  }
}
