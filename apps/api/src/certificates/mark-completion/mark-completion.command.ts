import type { CompletionInput } from '@portal/contracts';

export class MarkCompletionCommand {
  constructor(
    /** The TA marking; the decider accepts only the pod's regular TA. */
    readonly actorUserId: string,
    readonly input: CompletionInput,
  ) {}
}
