import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUS_APPS, natsSupportsSyncAlways, passwordVariableOf, renderJetStreamConfig, renderNatsAuthConfig, type BusApp } from '@resellpk/contracts';

export interface NatsCredentials {
  user: string;
  password: string;
}

export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';

export interface TestNatsServer {
  url: string;
  port: number;
  storeDir: string;
  /**
   * How an app logs in: the bus runs with the platform's permissions (infra/nats), so a test
   * client acting as the gateway can do exactly what the gateway can.
   */
  credentials(app: BusApp): NatsCredentials;
  /** A test-only user allowed everything (creating ad-hoc streams, reading any event). */
  superuser: NatsCredentials;
  /** Kills the server and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store dir (JetStream data survives). */
  start(): Promise<void>;
  /** Stops it and deletes the store dir. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// nats-server parses a variable's value as config: a password must read as a word (a letter first)
const secret = () => `p${randomBytes(12).toString('hex')}`;

/**
 * A private nats-server (JetStream on by default) with the platform's authorization: one user per
 * app with its generated permissions, random passwords, no anonymous access.
 */
export async function startNatsServer(opts: { jetstream?: boolean } = {}): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'rpk-nats-'));
  const passwords = new Map(BUS_APPS.map((app) => [app, secret()]));
  const superuser = { user: 'tester', password: secret() };
  const configFile = join(storeDir, 'auth.conf');
  // the durability the product runs with (fsync on every write) where the installed server has it
  const syncAlways = opts.jetstream !== false && natsSupportsSyncAlways(execFileSync(NATS_SERVER_BIN, ['--version'], { encoding: 'utf8' }));
  writeFileSync(configFile, renderNatsAuthConfig({ superuser }) + (syncAlways ? renderJetStreamConfig(join(storeDir, 'js')) : ''));
  const env = { ...process.env, ...Object.fromEntries(BUS_APPS.map((app) => [passwordVariableOf(app), passwords.get(app) as string])) };
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    if (child) return;
    const args = ['-c', configFile, '-a', '127.0.0.1', '-p', String(port)];
    if (opts.jetstream !== false && !syncAlways) args.push('-js', '-sd', join(storeDir, 'js'));
    const proc = spawn(NATS_SERVER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    child = proc;
    proc.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
    proc.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
    proc.once('exit', () => {
      if (child === proc) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    // Ready when it accepts TCP and (with JetStream) has logged that JetStream is up.
    while (Date.now() < deadline) {
      if (!child) throw new Error(`nats-server exited during start:\n${output}`);
      if ((opts.jetstream === false || /Server is ready/.test(output)) && (await canConnect(port))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nats-server did not start on port ${port}:\n${output}`);
  };

  const stop = async () => {
    const proc = child;
    if (!proc) return;
    output = '';
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
    });
    child = undefined;
  };

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    credentials: (app) => ({ user: app, password: passwords.get(app) as string }),
    superuser,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
