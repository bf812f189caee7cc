import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type MatchingProposalList,
  type ProposalComparison,
  compareProposalsSchema,
  matchingProposalListSchema,
  proposalComparisonSchema,
} from '@portal/contracts';
import { compareProposals } from '@portal/domain';
import { courseProposals, findCourse, findMatchingProposal } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';

/**
 * Every proposal staff ran for a course, and any of them side by side: objective terms, bound and gap,
 * pod sizes, and how many people sit in a different pod between each two (issue 18, item 3).
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class CompareProposalsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':course/proposals')
  @ApiOkResponse({
    description: '{formed, results: [{proposal_id, proposed_at, pod_size, adjusted, latest, objective, pods}]}',
  })
  @Contract({ response: matchingProposalListSchema })
  async list(@Param('course') course: string): Promise<MatchingProposalList> {
    const { db } = this.platform;
    if (!(await findCourse(db, course))) throw new NotFoundException();
    const [rows, latest] = await Promise.all([courseProposals(db, course), findMatchingProposal(db, course)]);
    return {
      formed: Boolean(latest?.formed_at),
      results: rows.map((row) => ({
        proposal_id: row.proposal_id,
        proposed_at: new Date(row.proposed_at).toISOString(),
        pod_size: row.pod_size,
        adjusted: row.adjusted,
        latest: row.proposal_id === latest?.proposal_id,
        objective: row.proposal.objective,
        pods: row.proposal.pods.length,
      })),
    };
  }

  @Get(':course/compare')
  @ApiOkResponse({ description: '{proposals: [{proposal_id, pod_size, objective, pod_sizes}], differences}' })
  @Contract({ query: compareProposalsSchema, response: proposalComparisonSchema })
  async compare(@Param('course') course: string, @Query() query: unknown): Promise<ProposalComparison> {
    const { ids } = parseInput(compareProposalsSchema, query);
    const rows = await courseProposals(this.platform.db, course);
    const chosen = ids.map((id) => rows.find((row) => row.proposal_id === id));
    const missing = ids.filter((_, i) => !chosen[i]);
    if (missing.length) throw new NotFoundException(`No proposal ${missing.join(', ')} for this course.`);
    const found = chosen.filter((row) => row !== undefined);
    const { summaries, differences } = compareProposals(
      found.map((row) => ({ proposalId: row.proposal_id, proposal: row.proposal })),
    );
    return {
      proposals: summaries.map((summary, i) => ({
        proposal_id: summary.proposalId,
        proposed_at: new Date(found[i].proposed_at).toISOString(),
        pod_size: found[i].pod_size,
        objective: summary.objective,
        pod_sizes: summary.podSizes,
      })),
      differences: differences.map((d) => ({ a: d.a, b: d.b, people: d.people, in_different_pod: d.inDifferentPod })),
    };
  }
}
