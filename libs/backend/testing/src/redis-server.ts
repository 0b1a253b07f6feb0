import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { freePort } from './nats-server';

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN || (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server');

export interface TestRedisServer {
  url: string;
  port: number;
  /** Kills the server and waits for it to exit (clients see Redis go down). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });
}

/** A private redis-server for tests that take Redis away (the machine's Redis stays up for everyone else). */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    if (child) return;
    const proc = spawn(REDIS_SERVER_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
    proc.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
    proc.once('exit', () => {
      if (child === proc) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!child) throw new Error(`redis-server exited during start:\n${output}`);
      if (await answersPing(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${port}:\n${output}`);
  };

  const stop = async () => {
    const proc = child;
    if (!proc) return;
    await new Promise<void>((resolve) => {
      // 'close' (not 'exit'): its output pipes are closed too, so nothing keeps the test process alive
      proc.once('close', () => resolve());
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
    });
    child = undefined;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
