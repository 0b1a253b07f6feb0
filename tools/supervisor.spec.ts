import { spawn, type ChildProcess } from 'node:child_process';

const { Supervisor, restartDelay, DEFAULTS } = require('./supervisor') as {
  Supervisor: new (options: Record<string, unknown>) => {
    add(name: string, start: () => ChildProcess, opts?: { tier?: number }): ChildProcess;
    markReady(name: string): void;
    pidOf(name: string): number | undefined;
    stopAll(): Promise<void>;
  };
  restartDelay(streak: number, o: { initialDelayMs: number; maxDelayMs: number }): number;
  DEFAULTS: { initialDelayMs: number; maxDelayMs: number; resetAfterMs: number };
};

/** A child that runs until signalled and, on SIGTERM, records when it exited (stop order). */
const sleeper = (name: string, exits: string[]) => () => {
  const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 50)); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
  child.once('exit', () => exits.push(name));
  return child;
};

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('tools/supervisor.js', () => {
  it('backs off 0.5 s, 1 s, 2 s … up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(n, DEFAULTS))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect(DEFAULTS.resetAfterMs).toBe(60_000);
  });

  it('restarts an app killed with SIGKILL, logs why and when, and leaves the others running', async () => {
    const lines: string[] = [];
    const exits: string[] = [];
    const fatal = jest.fn();
    const sup = new Supervisor({ log: (m: string) => lines.push(m), onFatal: fatal, initialDelayMs: 50, maxDelayMs: 400 });
    sup.add('catalog-service', sleeper('catalog-service', exits));
    sup.add('identity-service', sleeper('identity-service', exits));
    sup.markReady('catalog-service');
    sup.markReady('identity-service');
    try {
      const identityPid = sup.pidOf('identity-service');
      for (const restart of [1, 2, 3]) {
        const pid = sup.pidOf('catalog-service')!;
        process.kill(pid, 'SIGKILL');
        await until('the restart', () => sup.pidOf('catalog-service') && sup.pidOf('catalog-service') !== pid);
        expect(lines).toContainEqual(`catalog-service (pid ${pid}) exited (signal SIGKILL); restarting in ${50 * 2 ** (restart - 1)} ms (restart ${restart})`);
      }
      expect(sup.pidOf('identity-service')).toBe(identityPid);
      expect(fatal).not.toHaveBeenCalled();
    } finally {
      await sup.stopAll();
    }
  });

  it('gives up on an app that exits before it was ever ready (a broken build or config fails fast)', async () => {
    const lines: string[] = [];
    const fatal = jest.fn();
    const sup = new Supervisor({ log: (m: string) => lines.push(m), onFatal: fatal, initialDelayMs: 10 });
    sup.add('orders-service', () => spawn(process.execPath, ['-e', 'process.exit(1)'], { stdio: 'ignore' }));
    await until('onFatal', () => fatal.mock.calls.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(lines).toEqual([expect.stringMatching(/^orders-service \(pid \d+\) exited \(code 1\) before it was ready; stopping everything$/)]);
    await sup.stopAll();
  });

  it('stops the highest tier first and the bus last, and restarts nothing while stopping', async () => {
    const exits: string[] = [];
    const sup = new Supervisor({ log: () => undefined, initialDelayMs: 10 });
    sup.add('nats-server', sleeper('nats-server', exits), { tier: 0 });
    sup.add('orders-service', sleeper('orders-service', exits), { tier: 1 });
    sup.add('gateway', sleeper('gateway', exits), { tier: 2 });
    for (const name of ['nats-server', 'orders-service', 'gateway']) sup.markReady(name);
    await sup.stopAll();
    expect(exits).toEqual(['gateway', 'orders-service', 'nats-server']);
    await new Promise((r) => setTimeout(r, 100));
    expect(exits).toHaveLength(3);
  });
});
