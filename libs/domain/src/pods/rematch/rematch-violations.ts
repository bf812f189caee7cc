import { hardConstraintViolations } from '../matching/hard-constraints';
import type { ProposedMegapod, ProposedPod } from '../matching/types';
import type { CurrentPod, RematchInput } from './types';

/** Pods as the matching's hard-constraint check reads them, and their megapods gathered from them. */
export function asProposal(pods: CurrentPod[]): { pods: ProposedPod[]; megapods: ProposedMegapod[] } {
  const megapods = new Map<string, ProposedMegapod>();
  const proposed = pods.map((pod): ProposedPod => {
    const megapod = megapods.get(pod.megapod.key) ?? {
      key: pod.megapod.key,
      name: pod.megapod.name,
      timeSlot: pod.timeSlot,
      dataSet: pod.dataSet,
      podKeys: [],
      projectTaIds: [],
      leadTaId: null,
    };
    megapod.podKeys.push(pod.podId);
    if (pod.projectTaId && !megapod.projectTaIds.includes(pod.projectTaId)) megapod.projectTaIds.push(pod.projectTaId);
    megapod.leadTaId ??= pod.leadTaId;
    megapods.set(megapod.key, megapod);
    const { podId, name, timeSlot, language, lowFi, dataSet, taId, studentIds } = pod;
    return {
      key: podId,
      name,
      timeSlot,
      language,
      lowFi,
      dataSet,
      secondDataSet: null,
      megapod: pod.megapod.key,
      taId,
      studentIds,
    };
  });
  return { pods: proposed, megapods: [...megapods.values()] };
}

/** Every hard constraint the pods after a rematch break, by the matching's own rules; [] when none. */
export function rematchViolations(input: RematchInput, pods: CurrentPod[]): string[] {
  const { students, tas, podSize } = input;
  return hardConstraintViolations({ students, tas, podSize }, asProposal(pods));
}
