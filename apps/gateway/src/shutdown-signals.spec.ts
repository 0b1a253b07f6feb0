import { logShutdownSignals } from './shutdown-signals';

describe('logShutdownSignals', () => {
  afterEach(() => jest.restoreAllMocks());

  it('registers one-shot listeners that write one warn line naming the signal', () => {
    // the real process listeners are not touched: signalling the jest worker would end it
    const registered = new Map<string, () => void>();
    const once = jest.spyOn(process, 'once').mockImplementation(((signal: string, listener: () => void) => {
      registered.set(signal, listener);
      return process;
    }) as never);
    const removed: string[] = [];
    jest.spyOn(process, 'removeListener').mockImplementation(((signal: string) => {
      removed.push(signal);
      return process;
    }) as never);
    const warn = jest.fn();

    const dispose = logShutdownSignals({ warn }, 'gateway');
    // once: after it fired the re-raised signal is not swallowed, so the process still stops
    expect(once).toHaveBeenCalledTimes(3);
    expect([...registered.keys()]).toEqual(['SIGTERM', 'SIGINT', 'SIGHUP']);
    registered.get('SIGTERM')?.();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ signal: 'SIGTERM', pid: process.pid }), 'gateway stopping: received SIGTERM');
    dispose();
    expect(removed).toEqual(['SIGTERM', 'SIGINT', 'SIGHUP']);
  });
});

describe('logShutdownSignals with a bound', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('exits with code 1 when the graceful close has not ended the process in time', () => {
    jest.useFakeTimers();
    const registered = new Map<string, () => void>();
    jest.spyOn(process, 'once').mockImplementation(((signal: string, listener: () => void) => {
      registered.set(signal, listener);
      return process;
    }) as never);
    const exit = jest.fn();
    const warn = jest.fn();
    logShutdownSignals({ warn }, 'gateway', { exitWithinMs: 12_000, exit });
    registered.get('SIGTERM')?.();
    jest.advanceTimersByTime(11_999);
    expect(exit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(warn).toHaveBeenLastCalledWith({ signal: 'SIGTERM', boundMs: 12_000 }, 'gateway did not stop in time; exiting');
  });
});
