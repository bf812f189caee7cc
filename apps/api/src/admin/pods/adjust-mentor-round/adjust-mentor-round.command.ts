import { Command } from '@nestjs/cqrs';
import type { MentorRoundChanges } from '@portal/domain';

/** Staff move students between a pod's groups and change groups' mentors in the latest round. */
export class AdjustMentorRoundCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly proposalId: string,
    readonly changes: MentorRoundChanges,
  ) {
    super();
  }
}
