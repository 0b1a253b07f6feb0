import type { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';

export interface RepeatingJobOptions {
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
 */
export class RepeatingJob {
  readonly queue: Queue;
  private readonly worker: Worker;
  private readonly scheduled: Promise<void>;

  constructor(private readonly opts: RepeatingJobOptions) {
    const connection = redisConnection(opts.redisUrl);
    const { prefix, logger } = opts;
    this.queue = new Queue(opts.queue, { connection, prefix });
    this.queue.on('error', (err) => logger.warn(`${opts.queue} queue: ${err.message}`));
    this.worker = new Worker(opts.queue, () => opts.run(), { connection, prefix, concurrency: 1 });
    this.worker.on('error', (err) => logger.warn(`${opts.queue} worker: ${err.message}`));
    this.scheduled = this.schedule().catch((err: Error) => logger.warn(`${opts.queue} schedule: ${err.message}`));
  }

  private async schedule(): Promise<void> {
    const jobOpts = { removeOnComplete: 100, removeOnFail: 100 };
    await this.queue.upsertJobScheduler(this.opts.schedulerId, { every: this.opts.everyMs }, { name: this.opts.schedulerId, opts: jobOpts });
    await this.queue.add(this.opts.schedulerId, {}, jobOpts);
  }

  /** With Redis unreachable none of this can finish: each step gets a moment, then it lets go. */
  async stop(): Promise<void> {
    await within(2_000, this.scheduled);
    await within(3_000, this.worker.close());
    if (this.opts.obliterateOnStop) await within(1_000, this.queue.obliterate({ force: true }));
    await within(1_000, this.queue.close());
  }
}

/** Waits for `work` at most `ms`; its failure is ignored (shutdown goes on either way). */
async function within(ms: number, work: Promise<unknown> | undefined): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}
