import type { MatchingInput, MatchingProposal, MatchingTa } from './types';

type Proposal = Pick<MatchingProposal, 'pods' | 'megapods'>;

/** Megapods hold pods of their own slot and data set, each pod in exactly the megapod it names. */
function megapodViolations({ pods, megapods }: Proposal): string[] {
  const problems: string[] = [];
  const podByKey = new Map(pods.map((pod) => [pod.key, pod]));
  const megapodOf = new Map<string, string>();
  for (const megapod of megapods)
    for (const key of megapod.podKeys) {
      const pod = podByKey.get(key);
      if (!pod) {
        problems.push(`Megapod ${megapod.name} lists pod ${key}, which is not in the proposal.`);
        continue;
      }
      if (megapodOf.has(key)) problems.push(`Pod ${pod.name} is in two megapods.`);
      megapodOf.set(key, megapod.key);
      if (pod.timeSlot !== megapod.timeSlot)
        problems.push(
          `Pod ${pod.name} (slot ${pod.timeSlot}) is in megapod ${megapod.name} of slot ${megapod.timeSlot}.`,
        );
      if (pod.dataSet !== megapod.dataSet)
        problems.push(`Pod ${pod.name} (${pod.dataSet}) is in megapod ${megapod.name} of data set ${megapod.dataSet}.`);
    }
  for (const pod of pods)
    if (megapodOf.get(pod.key) !== pod.megapod)
      problems.push(`Pod ${pod.name} names megapod ${pod.megapod || '(none)'}, which does not list it.`);
  return problems;
}

/**
 * Each TA holds one role: regular TA of one pod, project TA of 1 or 2 megapods in different slots of
 * theirs (they need at least 2 slots), or lead of megapods of one slot (leads hold no other role).
 */
function taRoleViolations(input: MatchingInput, { pods, megapods }: Proposal): string[] {
  const problems: string[] = [];
  const tas = new Map(input.tas.map((ta) => [ta.id, ta]));
  const regularPods = new Map<string, string[]>();
  for (const pod of pods) regularPods.set(pod.taId, [...(regularPods.get(pod.taId) ?? []), pod.name]);
  for (const [id, names] of regularPods)
    if (names.length > 1) problems.push(`TA ${id} is the regular TA of ${names.length} pods: ${names.join(', ')}.`);
  const projectSlots = new Map<string, number[]>();
  const ledSlots = new Map<string, number[]>();
  const known = (id: string, what: string): MatchingTa | undefined => {
    const ta = tas.get(id);
    if (!ta) problems.push(`${what} ${id} is not a TA of this matching.`);
    return ta;
  };
  for (const megapod of megapods) {
    for (const id of megapod.projectTaIds) {
      const ta = known(id, `Project TA of megapod ${megapod.name}`);
      if (!ta) continue;
      const who = `Project TA ${id} of megapod ${megapod.name}`;
      if (ta.role === 'regular_TA') problems.push(`${who} asked to be a regular TA.`);
      if (new Set(ta.slots).size < 2) problems.push(`${who} is available for fewer than 2 project slots.`);
      if (!ta.slots.includes(megapod.timeSlot)) problems.push(`${who} is not available in slot ${megapod.timeSlot}.`);
      if (!ta.dataSets.includes(megapod.dataSet)) problems.push(`${who} does not know data set ${megapod.dataSet}.`);
      if (regularPods.has(id)) problems.push(`${who} is also a regular TA.`);
      if (ta.lead) problems.push(`${who} is a lead TA, and lead TAs only lead.`);
      projectSlots.set(id, [...(projectSlots.get(id) ?? []), megapod.timeSlot]);
    }
    if (megapod.leadTaId === null) continue;
    const lead = known(megapod.leadTaId, `Lead TA of megapod ${megapod.name}`);
    if (!lead) continue;
    const who = `Lead TA ${lead.id} of megapod ${megapod.name}`;
    if (!lead.lead) problems.push(`${who} was not selected as a lead TA.`);
    if (!lead.slots.includes(megapod.timeSlot)) problems.push(`${who} is not available in slot ${megapod.timeSlot}.`);
    ledSlots.set(lead.id, [...(ledSlots.get(lead.id) ?? []), megapod.timeSlot]);
  }
  for (const [id, slots] of projectSlots) {
    if (slots.length > 2) problems.push(`Project TA ${id} serves ${slots.length} megapods; at most 2.`);
    if (new Set(slots).size < slots.length) problems.push(`Project TA ${id} serves two megapods in the same slot.`);
  }
  for (const [id, slots] of ledSlots)
    if (new Set(slots).size > 1) problems.push(`Lead TA ${id} leads megapods in different slots.`);
  return problems;
}

export function roleViolations(input: MatchingInput, proposal: Proposal): string[] {
  return [...megapodViolations(proposal), ...taRoleViolations(input, proposal)];
}
