import { RetentionPolicy, StorageType, type NatsConnection } from 'nats';

export interface StreamSpec {
  name: string;
  subjects: string[];
  /**
   * Copies kept by a JetStream cluster (NATS_STREAM_REPLICAS: 3 on the 3-node cluster of infra/k8s,
   * so losing a node loses no acknowledged event); 1 on a single server. An existing stream is moved
   * to it. Unset: created with the server's default (1), an existing one left as it is.
   */
  replicas?: number;
}

const TWO_MINUTES_NS = 120 * 1_000_000_000;

/** Creates the JetStream stream, or updates its subjects when it exists. Idempotent. */
export async function ensureStream(nc: NatsConnection, spec: StreamSpec, opts: { timeoutMs?: number } = {}): Promise<void> {
  const jsm = await nc.jetstreamManager({ timeout: opts.timeoutMs ?? 5000 });
  try {
    const info = await jsm.streams.info(spec.name);
    const current = [...(info.config.subjects ?? [])].sort().join(',');
    const wanted = [...new Set([...(info.config.subjects ?? []), ...spec.subjects])];
    const replicas = spec.replicas ?? info.config.num_replicas;
    if (current !== [...wanted].sort().join(',') || replicas !== info.config.num_replicas) {
      await jsm.streams.update(spec.name, { ...info.config, subjects: wanted, num_replicas: replicas });
    }
  } catch (error) {
    if (!isStreamNotFound(error)) throw error;
    try {
      await jsm.streams.add({
        name: spec.name,
        subjects: spec.subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        ...(spec.replicas ? { num_replicas: spec.replicas } : {}),
        // Window in which a re-published event id (relay crash before marking) is dropped.
        duplicate_window: TWO_MINUTES_NS,
      });
    } catch (addError) {
      // Another replica created it first.
      if (!/already in use|exists/i.test((addError as Error).message)) throw addError;
    }
  }
}

function isStreamNotFound(error: unknown): boolean {
  const e = error as { api_error?: { err_code?: number }; message?: string };
  return e?.api_error?.err_code === 10059 || /stream not found/i.test(e?.message ?? '');
}
