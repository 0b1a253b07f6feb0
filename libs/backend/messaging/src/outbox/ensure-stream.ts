import { RetentionPolicy, StorageType, type NatsConnection } from 'nats';

export interface StreamSpec {
  name: string;
  subjects: string[];
}

const TWO_MINUTES_NS = 120 * 1_000_000_000;

/** Creates the JetStream stream, or updates its subjects when it exists. Idempotent. */
export async function ensureStream(nc: NatsConnection, spec: StreamSpec, opts: { timeoutMs?: number } = {}): Promise<void> {
  const jsm = await nc.jetstreamManager({ timeout: opts.timeoutMs ?? 5000 });
  try {
    const info = await jsm.streams.info(spec.name);
    const current = [...(info.config.subjects ?? [])].sort().join(',');
    const wanted = [...new Set([...(info.config.subjects ?? []), ...spec.subjects])];
    if (current !== [...wanted].sort().join(',')) {
      await jsm.streams.update(spec.name, { ...info.config, subjects: wanted });
    }
  } catch (error) {
    if (!isStreamNotFound(error)) throw error;
    try {
      await jsm.streams.add({
        name: spec.name,
        subjects: spec.subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
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
