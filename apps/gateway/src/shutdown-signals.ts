import type { Logger } from '@resellpk/backend-logging';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * One warn line when the process is asked to stop, naming the signal and its pid, so a gateway
 * that "exited under load" can be told apart from one that was stopped from outside (on a shared
 * machine another stack's cleanup can signal it). Nest's shutdown hooks still do the stopping;
 * the listener runs once, so the re-raised signal ends the process as before.
 */
export function logShutdownSignals(logger: Pick<Logger, 'warn'>, name: string): () => void {
  const listeners = SIGNALS.map((signal) => {
    const listener = () => logger.warn({ signal, pid: process.pid, uptimeS: Math.round(process.uptime()) }, `${name} stopping: received ${signal}`);
    process.once(signal, listener);
    return [signal, listener] as const;
  });
  return () => listeners.forEach(([signal, listener]) => process.removeListener(signal, listener));
}
