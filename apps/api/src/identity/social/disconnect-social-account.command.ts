export class DisconnectSocialAccountCommand {
  constructor(
    readonly userId: string,
    /** The id of the link on the user's account, as listed by `GET /social/accounts`. */
    readonly socialAccountId: string,
  ) {}
}
