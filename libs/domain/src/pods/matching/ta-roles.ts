import type { TimeSlot } from '@portal/contracts';
import { canRunPods, type Cell } from './cells';
import { MaxFlow } from './max-flow';
import type { MatchingTa, ProposedMegapod } from './types';

/**
 * Roles beyond the students' pods. Decisions (docs/architecture.md leaves them open):
 * - Lead TAs stay separate: a TA selected as lead only leads, never runs a pod or serves as project TA,
 *   and leads megapods of one slot (several if leads are few). Their ta_for is left as staff set it, so
 *   they are not in `taRoles`.
 * - TAs preferring one role are used in it before no_preference TAs are drawn in.
 * - Every megapod wants one project TA per 2 pods (rounded up); all megapods get one before any gets more.
 */
export const PROJECT_TAS_PER_POD = 1 / 2;

export const projectTasWanted = (megapod: Pick<ProposedMegapod, 'podKeys'>) =>
  Math.ceil(megapod.podKeys.length * PROJECT_TAS_PER_POD);

/** Project TAs must be available for at least 2 project slots (spec §9). */
export const canServeProjects = (ta: MatchingTa) => !ta.lead && ta.role !== 'regular_TA' && new Set(ta.slots).size >= 2;

const byId = (a: MatchingTa, b: MatchingTa) => a.id.localeCompare(b.id);

/**
 * Picks which TAs run pods in each cell: regular_TA preferences first. Demands come in rounds of
 * priority (pods wanted, then pods hoped for); a later round never takes a TA from an earlier one.
 */
export function assignRegularTas(cells: Cell[], rounds: number[][], tas: MatchingTa[]): string[][] {
  const pods = rounds[rounds.length - 1];
  const candidates = tas.filter(canRunPods).sort(byId);
  const source = 0;
  const sink = 1;
  const graph = new MaxFlow(2 + candidates.length + cells.length);
  const cellNode = (cell: number) => 2 + candidates.length + cell;
  const cellIndex = new Map(
    cells.map((cell) => [`${cell.timeSlot}|${cell.language}|${cell.lowFi}|${cell.dataSet}`, cell.index]),
  );
  const taEdges = candidates.map((ta, t) => {
    const edges: [cell: number, edge: number][] = [];
    for (const slot of ta.slots)
      for (const language of ta.languages)
        for (const dataSet of ta.dataSets)
          for (const lowFi of ta.openToLowFi ? [false, true] : [false]) {
            const cell = cellIndex.get(`${slot}|${language}|${lowFi}|${dataSet}`);
            if (cell !== undefined && pods[cell] > 0) edges.push([cell, graph.addEdge(2 + t, cellNode(cell), 1)]);
          }
    return edges;
  });
  const demandEdges = cells.map((cell) => graph.addEdge(cellNode(cell.index), sink, 0));
  const sourceEdges = candidates.map((_, t) => graph.addEdge(source, 2 + t, 0));
  for (const demand of rounds) {
    cells.forEach((cell) => graph.setCapacity(demandEdges[cell.index], demand[cell.index]));
    for (const everyone of [false, true]) {
      candidates.forEach((ta, t) => graph.setCapacity(sourceEdges[t], everyone || ta.role === 'regular_TA' ? 1 : 0));
      graph.augment(source, sink);
    }
  }
  const byCell: string[][] = cells.map(() => []);
  candidates.forEach((ta, t) => {
    for (const [cell, edge] of taEdges[t]) if (graph.flow(edge) > 0) byCell[cell].push(ta.id);
  });
  return byCell;
}

/** Project TAs for the megapods (1 or 2 megapods each, in different slots of theirs). */
export function assignProjectTas(megapods: ProposedMegapod[], tas: MatchingTa[], taken: Set<string>): void {
  const candidates = tas.filter((ta) => canServeProjects(ta) && !taken.has(ta.id)).sort(byId);
  const source = 0;
  const sink = 1;
  const graph = new MaxFlow(2 + megapods.length);
  const demandEdges = megapods.map((_, m) => graph.addEdge(2 + m, sink, 0));
  const served: [taId: string, megapod: number, edge: number][] = [];
  const sourceEdges = candidates.map((ta) => {
    const taNode = graph.addNode();
    const sourceEdge = graph.addEdge(source, taNode, 0);
    for (const slot of new Set(ta.slots)) {
      const slotNode = graph.addNode();
      graph.addEdge(taNode, slotNode, 1);
      megapods.forEach((megapod, m) => {
        if (megapod.timeSlot === slot && ta.dataSets.includes(megapod.dataSet))
          served.push([ta.id, m, graph.addEdge(slotNode, 2 + m, 1)]);
      });
    }
    return sourceEdge;
  });
  for (const wanted of [() => 1, projectTasWanted] as ((megapod: ProposedMegapod) => number)[]) {
    megapods.forEach((megapod, m) =>
      graph.setCapacity(demandEdges[m], Math.min(wanted(megapod), projectTasWanted(megapod))),
    );
    for (const everyone of [false, true]) {
      candidates.forEach((ta, t) => graph.setCapacity(sourceEdges[t], everyone || ta.role === 'project_TA' ? 2 : 0));
      graph.augment(source, sink);
    }
  }
  for (const [taId, m, edge] of served) if (graph.flow(edge) > 0) megapods[m].projectTaIds.push(taId);
}

/** A lead for every megapod where one is available: each slot with megapods gets a lead before any gets two. */
export function assignLeads(megapods: ProposedMegapod[], tas: MatchingTa[]): void {
  const leads = tas.filter((ta) => ta.lead).sort(byId);
  const slots = [...new Set(megapods.map((megapod) => megapod.timeSlot))].sort();
  const source = 0;
  const sink = 1;
  const graph = new MaxFlow(2 + slots.length);
  const slotEdges = slots.map((_, s) => graph.addEdge(2 + s, sink, 0));
  const leadEdges = leads.map((lead) => {
    const node = graph.addNode();
    graph.addEdge(source, node, 1);
    return slots.map((slot, s) => (lead.slots.includes(slot) ? graph.addEdge(node, 2 + s, 1) : -1));
  });
  const megapodsIn = (slot: TimeSlot) => megapods.filter((megapod) => megapod.timeSlot === slot);
  for (const spread of [false, true]) {
    slots.forEach((slot, s) => graph.setCapacity(slotEdges[s], spread ? megapodsIn(slot).length : 1));
    graph.augment(source, sink);
  }
  slots.forEach((slot, s) => {
    const slotLeads = leads.filter((_, l) => leadEdges[l][s] >= 0 && graph.flow(leadEdges[l][s]) > 0);
    megapodsIn(slot).forEach((megapod, i) => {
      megapod.leadTaId = slotLeads.length > 0 ? slotLeads[i % slotLeads.length].id : null;
    });
  });
}
