/**
 * A small process manager for tools/stack.js: keeps each app running, restarts one that exits
 * unexpectedly with exponential back-off, and stops everything in tiers (front first, the bus
 * last) so a service can still drain to NATS while it shuts down.
 *
 *   const sup = new Supervisor({ log });
 *   sup.add('catalog-service', () => spawn(...), { tier: 1 });
 *   sup.markReady('catalog-service');     // from here on a crash is restarted, not fatal
 *   await sup.stopAll();
 *
 * An app that exits before it was ever ready (bad config, port taken, missing build) is not
 * restarted: `onFatal` is called, so a broken stack fails fast instead of looping.
 */
const DEFAULTS = {
  /** first restart delay; doubles on every restart in a row */
  initialDelayMs: 500,
  maxDelayMs: 10_000,
  /** an instance that ran this long was healthy: the next crash starts from initialDelayMs again */
  resetAfterMs: 60_000,
  /** how long one tier gets to exit after SIGTERM before SIGKILL */
  stopGraceMs: 15_000,
};

/** Delay before restart number `streak` (1 = first restart in a row): 0.5 s, 1 s, 2 s … capped. */
function restartDelay(streak, { initialDelayMs, maxDelayMs }) {
  return Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, streak - 1));
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

function formatDelay(ms) {
  return ms < 1000 ? `${ms} ms` : `${+(ms / 1000).toFixed(1)} s`;
}

class Supervisor {
  /**
   * @param {{ log: (msg: string) => void, onFatal?: (reason: string) => void } & Partial<typeof DEFAULTS>} options
   */
  constructor(options) {
    this.options = { ...DEFAULTS, ...options };
    this.log = options.log;
    this.onFatal = options.onFatal ?? (() => undefined);
    /** @type {Map<string, {name: string, start: () => import('node:child_process').ChildProcess, tier: number, child?: import('node:child_process').ChildProcess, startedAt: number, ready: boolean, restarts: number, streak: number, timer?: NodeJS.Timeout}>} */
    this.apps = new Map();
    this.stopping = false;
  }

  /** Starts `name` now and keeps it running. `start` spawns one instance and returns it. */
  add(name, start, { tier = 1 } = {}) {
    const app = { name, start, tier, child: undefined, startedAt: 0, ready: false, restarts: 0, streak: 0, timer: undefined };
    this.apps.set(name, app);
    this.launch(app);
    return app.child;
  }

  /** The app answered its health check once: later exits are crashes to restart. */
  markReady(name) {
    const app = this.apps.get(name);
    if (app) app.ready = true;
  }

  pidOf(name) {
    return this.apps.get(name)?.child?.pid;
  }

  launch(app) {
    const child = app.start();
    app.child = child;
    app.startedAt = Date.now();
    child.on('exit', (code, signal) => this.exited(app, child, code, signal));
  }

  exited(app, child, code, signal) {
    if (app.child !== child || this.stopping) return;
    app.child = undefined;
    const how = describeExit(code, signal);
    if (!app.ready) {
      this.log(`${app.name} (pid ${child.pid}) exited (${how}) before it was ready; stopping everything`);
      this.onFatal(`${app.name} exited before it was ready`);
      return;
    }
    // a long healthy run means this crash is not part of a crash loop
    if (Date.now() - app.startedAt >= this.options.resetAfterMs) app.streak = 0;
    app.streak += 1;
    app.restarts += 1;
    const delay = restartDelay(app.streak, this.options);
    this.log(`${app.name} (pid ${child.pid}) exited (${how}); restarting in ${formatDelay(delay)} (restart ${app.restarts})`);
    app.timer = setTimeout(() => {
      app.timer = undefined;
      if (this.stopping) return;
      this.launch(app);
      this.log(`${app.name} restarted (pid ${app.child.pid})`);
    }, delay);
  }

  /**
   * SIGTERM to the highest tier first, waits for it (SIGKILL after stopGraceMs), then the next:
   * the gateway stops taking requests before the services go, and NATS stays up while the
   * services drain their subscriptions and flush their outboxes.
   */
  async stopAll() {
    this.stopping = true;
    for (const app of this.apps.values()) clearTimeout(app.timer);
    const tiers = [...new Set([...this.apps.values()].map((a) => a.tier))].sort((a, b) => b - a);
    for (const tier of tiers) {
      const alive = [...this.apps.values()].filter((a) => a.tier === tier && a.child && a.child.exitCode === null && a.child.signalCode === null);
      await Promise.all(alive.map((app) => this.stopOne(app.child)));
    }
  }

  stopOne(child) {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), this.options.stopGraceMs);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

module.exports = { Supervisor, restartDelay, DEFAULTS };
