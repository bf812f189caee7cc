export class ForgotPasswordCommand {
  constructor(readonly email: string) {}
}
