/**
 * A throw-away PostgreSQL server for the fault run, so that it can be crashed and restarted
 * without touching the machine's own server (other stacks, other sessions, CI's databases).
 * initdb refuses to run as root: as root it runs as the `postgres` system user.
 */
const { execFile, execFileSync } = require('node:child_process');
const { promisify } = require('node:util');
const fs = require('node:fs');
const path = require('node:path');

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (Debian package postgresql)');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function startPrivatePostgres(port) {
  const bin = binDir();
  const dir = `/tmp/resellpk-faults-pg-${port}`;
  const asRoot = process.getuid?.() === 0;
  // [file, argv] of a server binary, run as the postgres user when we are root
  const command = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args]);
  const run = (cmd, args) => execFileSync(...command(cmd, args), { stdio: 'pipe', encoding: 'utf8' });
  const ctl = (...args) => run('pg_ctl', ['-D', dir, ...args]);
  // the restart runs while the load is going: asynchronously, so the load's clock keeps ticking
  const ctlAsync = (...args) => promisify(execFile)(...command('pg_ctl', ['-D', dir, ...args]));
  try {
    ctl('-m', 'immediate', 'stop');
  } catch {
    // nothing left running from an earlier run
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { mode: 0o700 });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // the settings the durability check wants (fsync, synchronous_commit, full_page_writes) are the defaults
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k /tmp -c max_connections=300`;
  const startArgs = ['-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'];
  ctl(...startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    port,
    /** A crash (`-m immediate`: no checkpoint, crash recovery on start), then the server back. */
    async crashAndRestart(downMs = 0) {
      await ctlAsync('-m', 'immediate', 'stop');
      await new Promise((r) => setTimeout(r, downMs));
      await ctlAsync(...startArgs);
    },
    stop() {
      try {
        ctl('-m', 'fast', 'stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

module.exports = { startPrivatePostgres };
