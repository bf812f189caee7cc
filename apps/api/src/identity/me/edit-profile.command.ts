import { Command } from '@nestjs/cqrs';
import type { ProfileEditInput, UserView } from '@portal/contracts';

/** The account as it now reads, and whether a new email waits for its confirmation. */
export interface EditedProfile {
  user: UserView;
  emailChangeRequested: boolean;
}

export class EditProfileCommand extends Command<EditedProfile> {
  constructor(
    readonly userId: string,
    readonly input: ProfileEditInput,
    /** The uploaded picture's bytes, or null when none was sent. */
    readonly image: Buffer | null,
    /** The session making the change: it stays signed in when the password or address changes. */
    readonly sessionId: string,
  ) {
    super();
  }
}
