import { defineCounter, defineGauge } from '@resellpk/backend-observability';
import type { Queue } from 'bullmq';

/**
 * The repeating jobs of every service (RepeatingJob's `job`): the `job` label's whole set, named
 * here so dashboards and alerts can rely on them (`job_last_success_timestamp_seconds{job="payment-expiry"}`).
 * A new job adds its name.
 */
export const REPEATING_JOB_NAMES = ['plan-expiry', 'payment-expiry', 'saga-recovery'] as const;
export type RepeatingJobName = (typeof REPEATING_JOB_NAMES)[number];

/** The BullMQ queues of the jobs this process runs; their names (constants of the services' code) are kept once seen. */
const queues = new Map<string, Set<Queue>>();
const knownQueueNames = new Set<string>();
const queueNames = () => [...knownQueueNames];

export const jobRuns = defineCounter({
  name: 'job_runs_total',
  help: 'Runs of a repeating job, by outcome (error: the run threw; BullMQ keeps it among the failed)',
  labels: { job: REPEATING_JOB_NAMES, outcome: ['ok', 'error'] },
});

export const jobLastSuccess = defineGauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'Unix time of the last run of a repeating job that succeeded on this replica (replicas share the runs: take the max)',
  labels: { job: REPEATING_JOB_NAMES },
});

export const queueJobsFailed = defineCounter({
  name: 'queue_jobs_failed_total',
  help: 'BullMQ jobs that failed (threw or stalled past their retries) in this replica\'s worker',
  labels: { queue: queueNames },
});

/** A scrape must not hang on a Redis that does not answer: the last value stays. */
const QUEUE_READ_TIMEOUT_MS = 1_000;

export const queueJobsWaiting = defineGauge({
  name: 'queue_jobs_waiting',
  help: 'BullMQ jobs waiting for a worker (due, not yet taken), read from Redis at scrape time',
  labels: { queue: queueNames },
  async collect() {
    await Promise.all(
      [...queues].map(async ([name, instances]) => {
        const [queue] = instances;
        if (!queue) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), QUEUE_READ_TIMEOUT_MS)));
        const waiting = await Promise.race([queue.getWaitingCount().catch(() => undefined), timeout]);
        clearTimeout(timer);
        if (waiting !== undefined) this.set({ queue: name }, waiting);
      }),
    );
  },
});

/** Counts `queue` in queue_jobs_waiting until the returned function is called (the job stops). */
export function watchQueue(queue: Queue): () => void {
  knownQueueNames.add(queue.name);
  let instances = queues.get(queue.name);
  if (!instances) queues.set(queue.name, (instances = new Set()));
  instances.add(queue);
  return () => {
    instances.delete(queue);
    if (!instances.size) queues.delete(queue.name);
  };
}
