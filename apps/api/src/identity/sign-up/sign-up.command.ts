import type { SignUpInput } from '@portal/contracts';

export class SignUpCommand {
  constructor(
    readonly input: SignUpInput,
    readonly correlationId: string,
  ) {}
}
