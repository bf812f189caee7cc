import { randomBytes, randomUUID } from 'node:crypto';
import { logisticSchema } from '@portal/contracts';
import { PROFILE_STREAM_TYPE, profileDecider, profileStreamId } from '@portal/domain';
import { loadConfig, openPlatform } from '@portal/platform';
import { createBenchDatabase } from '../support/bench-database';
import { round, throughput } from '../support/timing';

const WRITERS = 16;
const DURATION_MS = 10_000;
const META = { correlation_id: 'bench-append', causation_id: null, actor: 'system' };

export interface AppendResult {
  per_s: number;
  baseline_per_s: number;
  ratio: number;
  writers: number;
}

/**
 * Commands per second through the real command path (load the stream, decide, append, the inline
 * projection, commit) against single-row inserts of the same JSON into an unindexed table, both with
 * 16 writers over the same pool on a fresh database.
 */
export async function benchAppend(): Promise<AppendResult> {
  const database = await createBenchDatabase('append');
  const platform = await openPlatform(
    loadConfig({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(WRITERS),
      PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
    }),
    { applicationName: 'course-portal-bench' },
  );
  try {
    const logistic = logisticSchema.parse({
      preferred_time_slot: 3,
      possible_time_slots: [2, 3],
      preferred_language: 'english',
      comfort_english: true,
    });
    const saveLogistic = () => {
      const userId = randomUUID();
      return platform.commands.handle(
        {
          streamId: profileStreamId(userId),
          streamType: PROFILE_STREAM_TYPE,
          decider: profileDecider,
          command: {
            type: 'SaveLogistic',
            userId,
            logisticId: randomUUID(),
            write: { create: logistic },
            now: new Date(),
          },
        },
        META,
      );
    };
    const sample = (await saveLogistic()).events[0];
    const json = JSON.stringify(sample.data);
    await platform.db.query('CREATE TABLE bench_plain_inserts (data jsonb NOT NULL)');
    const baseline = await throughput(WRITERS, DURATION_MS, async () => {
      await platform.db.query('INSERT INTO bench_plain_inserts (data) VALUES ($1)', [json]);
    });
    const commands = await throughput(WRITERS, DURATION_MS, async () => {
      await saveLogistic();
    });
    return {
      per_s: round(commands),
      baseline_per_s: round(baseline),
      ratio: round(commands / baseline, 2),
      writers: WRITERS,
    };
  } finally {
    await platform.close();
    await database.drop();
  }
}
