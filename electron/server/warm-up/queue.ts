import PgBoss from 'pg-boss';
import { businessToday, enumerateDays } from '../../../shared/business-dates';
import { type DayJob, dayJobs, recentDays, type WarmLane } from './plan';

/**
 * The team server's background fetching, as jobs in PostgreSQL (pg-boss): they outlive a restart,
 * several server processes share them without fetching a day twice, and a failed day is tried again
 * later. A job only fetches through `fetchDay`, which answers a stored final day without the vendor
 * (the days store), so a job for a day already fetched costs nothing.
 */
export type WarmUpOptions = {
  databaseUrl: string;
  /** Fetches and stores one branch-day in the given lane of the rate budget. */
  fetchDay: (job: DayJob, lane: WarmLane) => Promise<void>;
  /** The branches to keep warm (the vendor's list, read through the server). */
  branches: () => Promise<string[]>;
  /** Closed days to keep warm for every branch (0: none). */
  days: number;
  now: () => Date;
  /** The chain's time zone: the nightly run is scheduled in it. */
  timeZone: string;
  /** Take jobs as they come (a server); tests drain the queues themselves instead. */
  work: boolean;
};

export type WarmUpQueue = {
  /**
   * Queues the last `days` closed days of every branch; answers how many branch-days were asked for
   * (a day already waiting is not queued twice).
   */
  warmRecent(): Promise<number>;
  /** Queues every branch-day from `from` to `to` in the backfill lane (an admin's request). */
  backfill(from: string, to: string): Promise<number>;
  /** Runs queued jobs of a lane now, one at a time, until none is left; answers how many ran. */
  drain(lane: WarmLane): Promise<number>;
  /** Jobs of a lane still waiting. */
  waiting(lane: WarmLane): Promise<number>;
  stop(): Promise<void>;
};

const SCHEMA = 'menumap_jobs';
const QUEUES: Record<WarmLane, string> = { 'warm-up': 'warm-up-day', backfill: 'backfill-day' };
const NIGHTLY = 'warm-up-nightly';
/** After the day turn (06:00 business-day grace) has passed everywhere in the chain. */
const NIGHTLY_CRON = '30 6 * * *';

export async function startWarmUpQueue(o: WarmUpOptions): Promise<WarmUpQueue> {
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: SCHEMA,
    schedule: o.work,
    supervise: o.work,
  });
  // An error of the job store's own upkeep is not the caller's to handle; the next round retries.
  boss.on('error', () => {});
  await boss.start();
  for (const name of [...Object.values(QUEUES), NIGHTLY]) {
    // 'short': one waiting job per branch-day, however often the same day is asked for.
    await boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    });
  }

  const queue = async (lane: WarmLane, jobs: DayJob[]) => {
    if (jobs.length === 0) return 0;
    await boss.insert(
      // One insert gives every job the same time: the priority keeps the planned order.
      jobs.map((data, i) => ({
        name: QUEUES[lane],
        data,
        priority: jobs.length - i,
        singletonKey: `${data.branch}|${data.day}`,
      })),
    );
    return jobs.length;
  };
  const warmRecent = async () =>
    queue('warm-up', dayJobs(await o.branches(), recentDays(businessToday(o.now()), o.days)));
  const run = (lane: WarmLane) => async (jobs: PgBoss.Job<DayJob>[]) => {
    for (const job of jobs) await o.fetchDay(job.data, lane);
  };

  if (o.work) {
    for (const lane of Object.keys(QUEUES) as WarmLane[]) await boss.work(QUEUES[lane], run(lane));
    await boss.work(NIGHTLY, async () => {
      await warmRecent();
    });
    await boss.schedule(NIGHTLY, NIGHTLY_CRON, {}, { tz: o.timeZone });
  }

  return {
    warmRecent,
    backfill: async (from, to) => queue('backfill', dayJobs(await o.branches(), enumerateDays(from, to))),
    async drain(lane) {
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<DayJob>(QUEUES[lane]);
        if (!job) return ran;
        try {
          await o.fetchDay(job.data, lane);
          await boss.complete(QUEUES[lane], job.id);
        } catch (e) {
          await boss.fail(QUEUES[lane], job.id, { message: e instanceof Error ? e.message : String(e) });
        }
        ran++;
      }
    },
    waiting: (lane) => boss.getQueueSize(QUEUES[lane]),
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
