import { Command } from '@nestjs/cqrs';
import type { PodSize } from '@portal/domain';

/** Staff run the matching of a course; answers with the new proposal's id. */
export class ProposeMatchingCommand extends Command<string> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly podSize?: PodSize,
  ) {
    super();
  }
}
