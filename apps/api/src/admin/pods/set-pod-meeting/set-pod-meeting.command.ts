import { Command } from '@nestjs/cqrs';
import type { PodMeetingInput } from '@portal/contracts';

/** Staff set a pod's meeting details. */
export class SetPodMeetingCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly podId: string,
    readonly meeting: PodMeetingInput,
  ) {
    super();
  }
}
