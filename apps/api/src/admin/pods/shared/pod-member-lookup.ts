import {
  type ApplicationCommand,
  type ApplicationEvent,
  type ApplicationState,
  type PodCommand,
  type PodEvent,
  type PodMember,
  type PodState,
  applicationDecider,
  applicationStreamId,
} from '@portal/domain';
import type { CommandSession, LoadedStream } from '@portal/event-store';

export type PodStream = LoadedStream<PodCommand, PodEvent, PodState>;
export type ApplicationStream = LoadedStream<ApplicationCommand, ApplicationEvent, ApplicationState>;

/**
 * Each application id an apply step names to its pod member (application and user), from the streams
 * the apply already loaded (the pods' members, the applications it changes); only the ids in `needed`
 * that none of them knows cost a stream load of their own.
 */
export async function podMemberLookup(
  session: CommandSession,
  pods: Iterable<PodStream>,
  applications: ReadonlyMap<string, ApplicationStream>,
  needed: Iterable<string | null>,
): Promise<(applicationId: string) => PodMember> {
  const users = new Map<string, string>();
  for (const { state } of pods) {
    if (state.status !== 'formed') continue;
    const { ta, projectTa, leadTa, students } = state.pod;
    for (const known of [ta, projectTa, leadTa, ...students]) if (known) users.set(known.applicationId, known.userId);
  }
  for (const [id, { state }] of applications) if (state.status !== 'none') users.set(id, state.application.userId);
  for (const id of needed) {
    if (!id || users.has(id)) continue;
    const { state } = await session.load(applicationStreamId(id), applicationDecider);
    if (state.status !== 'none') users.set(id, state.application.userId);
  }
  return (applicationId) => ({ applicationId, userId: users.get(applicationId) as string });
}
