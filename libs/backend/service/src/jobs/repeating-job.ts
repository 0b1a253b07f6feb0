import type { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { jobLastSuccess, jobRuns, queueJobsFailed, watchQueue, type RepeatingJobName } from './repeating-job.metrics';

export interface RepeatingJobOptions {
  /** the job's name in its metrics (job_runs_total{job}); one of REPEATING_JOB_NAMES */
  job: RepeatingJobName;
  /** the BullMQ queue, e.g. `orders-saga-recovery` */
  queue: string;
  /** the job scheduler's id and the jobs' name */
  schedulerId: string;
  everyMs: number;
  redisUrl: string;
  /** test runs use a private prefix */
  prefix: string;
  /** true when the prefix is a test run's own: shutdown then removes the queue from the shared Redis */
  obliterateOnStop: boolean;
  logger: Logger;
  run: () => Promise<unknown>;
}

/**
 * A repeatable BullMQ job: a job scheduler (an upsert in Redis, so restarts and replicas share one
 * schedule and one worker takes each run) plus one run at start, so what fell due while no worker
 * ran is not left waiting for the first interval. Redis being down is logged and retried (ioredis
 * reconnects); the service keeps answering meanwhile.
 *
 * The schedule lives only in Redis: a Redis restarted without its data (or flushed) forgets it,
 * and the worker would then wait forever for runs nobody adds (pending payments never expiring).
 * So every `everyMs` each replica checks that the scheduler still exists and registers it again,
 * with one run at once, when it does not: a lost schedule costs at most two intervals.
 */
export class RepeatingJob {
  readonly queue: Queue;
  private readonly worker: Worker;
  private scheduled: Promise<void>;
  private readonly watchdog: NodeJS.Timeout;
  private checking = false;
  private readonly unwatchQueue: () => void;

  constructor(private readonly opts: RepeatingJobOptions) {
    const connection = redisConnection(opts.redisUrl);
    const { prefix, logger } = opts;
    this.queue = new Queue(opts.queue, { connection, prefix });
    this.queue.on('error', (err) => logger.warn(`${opts.queue} queue: ${err.message}`));
    this.worker = new Worker(opts.queue, () => this.runMeasured(), { connection, prefix, concurrency: 1 });
    this.worker.on('error', (err) => logger.warn(`${opts.queue} worker: ${err.message}`));
    this.worker.on('failed', () => queueJobsFailed.inc({ queue: opts.queue }));
    this.unwatchQueue = watchQueue(this.queue);
    this.scheduled = this.schedule();
    this.watchdog = setInterval(() => void this.ensureScheduled(), opts.everyMs);
    this.watchdog.unref();
  }

  /** One run, counted by outcome; a success also stamps job_last_success_timestamp_seconds (the "job not running" alert). */
  private async runMeasured(): Promise<unknown> {
    const { job } = this.opts;
    try {
      const result = await this.opts.run();
      jobRuns.inc({ job, outcome: 'ok' });
      jobLastSuccess.set({ job }, Date.now() / 1000);
      return result;
    } catch (error) {
      jobRuns.inc({ job, outcome: 'error' });
      throw error;
    }
  }

  /** Registers the schedule again when Redis no longer has it; Redis being down just waits for the next check. */
  private async ensureScheduled(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.scheduled;
      if (await this.queue.getJobScheduler(this.opts.schedulerId)) return;
      this.opts.logger.warn(`${this.opts.queue}: its schedule is gone from Redis (restarted without data?); registering it again`);
      this.scheduled = this.schedule();
      await this.scheduled;
    } catch {
      // the queue's error listener has logged the connection problem; the next check tries again
    } finally {
      this.checking = false;
    }
  }

  /** Registers the schedule plus one run now; a failure is logged, never thrown (Redis may be down). */
  private async schedule(): Promise<void> {
    const jobOpts = { removeOnComplete: 100, removeOnFail: 100 };
    try {
      await this.queue.upsertJobScheduler(this.opts.schedulerId, { every: this.opts.everyMs }, { name: this.opts.schedulerId, opts: jobOpts });
      await this.queue.add(this.opts.schedulerId, {}, jobOpts);
    } catch (err) {
      this.opts.logger.warn(`${this.opts.queue} schedule: ${(err as Error).message}`);
    }
  }

  /** With Redis unreachable none of this can finish: each step gets a moment, then it lets go. */
  async stop(): Promise<void> {
    clearInterval(this.watchdog);
    this.unwatchQueue();
    await within(2_000, this.scheduled);
    await within(3_000, this.worker.close());
    if (this.opts.obliterateOnStop) await within(1_000, this.queue.obliterate({ force: true }));
    await within(1_000, this.queue.close());
    // a close that could not reach Redis leaves ioredis reconnecting forever, keeping the process alive
    await within(500, this.worker.disconnect());
    await within(500, this.queue.disconnect());
  }
}

/** Waits for `work` at most `ms`; its failure is ignored (shutdown goes on either way). */
async function within(ms: number, work: Promise<unknown> | undefined): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}
