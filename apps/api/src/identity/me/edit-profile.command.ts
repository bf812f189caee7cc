import type { ProfileEditInput } from '@portal/contracts';

export class EditProfileCommand {
  constructor(
    readonly userId: string,
    readonly input: ProfileEditInput,
    /** The uploaded picture's bytes, or null when none was sent. */
    readonly image: Buffer | null,
  ) {}
}
