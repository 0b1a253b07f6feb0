import type { Logger } from '@resellpk/backend-logging';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Nest closes the HTTP server (waiting for requests in flight, whose bus calls time out at 5 s), then drains NATS. */
export const GATEWAY_SHUTDOWN_BOUND_MS = 12_000;

export interface ShutdownBound {
  /** Exit with code 1 if the graceful close has not ended the process by then. */
  exitWithinMs: number;
  exit?: (code: number) => void;
}

/**
 * One warn line when the process is asked to stop, naming the signal and its pid, so a gateway
 * that "exited under load" can be told apart from one that was stopped from outside (on a shared
 * machine another stack's cleanup can signal it). Nest's shutdown hooks still do the stopping;
 * the listener runs once, so the re-raised signal ends the process as before. With `bound`, a
 * close that hangs (a stuck connection) is cut short so a supervisor's restart is not held up.
 */
export function logShutdownSignals(logger: Pick<Logger, 'warn'>, name: string, bound?: ShutdownBound): () => void {
  const listeners = SIGNALS.map((signal) => {
    const listener = () => {
      logger.warn({ signal, pid: process.pid, uptimeS: Math.round(process.uptime()) }, `${name} stopping: received ${signal}`);
      if (!bound) return;
      const exit = bound.exit ?? ((code: number) => process.exit(code));
      setTimeout(() => {
        logger.warn({ signal, boundMs: bound.exitWithinMs }, `${name} did not stop in time; exiting`);
        exit(1);
      }, bound.exitWithinMs).unref();
    };
    process.once(signal, listener);
    return [signal, listener] as const;
  });
  return () => listeners.forEach(([signal, listener]) => process.removeListener(signal, listener));
}
