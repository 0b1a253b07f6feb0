#!/usr/bin/env node
/**
 * Rebuilds the argon2 native addon from source with AVX2 when this machine's CPU has it.
 *
 * argon2's default build (its prebuilt binary, or what `npm install` compiles) targets plain SSE2
 * (opt.c with -msse2). Built with AVX2, one argon2id
 * verification at our parameters (m=19456 KiB, t=2, p=1) needs clearly less CPU: same algorithm,
 * same parameters, same hashes, and login is CPU-bound on argon2 (the measurement and its machine:
 * bench/README.md, "Login (session 4)").
 *
 * The result runs only on AVX2 CPUs, so build on the machine that runs the services (`npm start`
 * does); images built elsewhere (infra/docker) keep the default build.
 *
 *   node tools/argon2-avx2.js              rebuild if the CPU has AVX2 (no-op otherwise)
 *   node tools/argon2-avx2.js --portable   back to the default build (what `npm install` makes)
 */
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'node_modules', 'argon2', 'build');
const marker = path.join(buildDir, 'resellpk-avx2.json');
const log = (msg) => console.log(`[argon2-avx2] ${msg}`);
// the marker lives in the build directory, so a reinstall of argon2 (which replaces it) drops it too
const builtFor = () => JSON.stringify({ argon2: require(path.join(root, 'node_modules', 'argon2', 'package.json')).version, abi: process.versions.modules });

const npmRebuild = (extra = [], env = process.env) =>
  execFileSync('npm', ['rebuild', 'argon2', '--loglevel=error', ...extra], { cwd: root, stdio: 'inherit', env });

// exactly what `npm install` does: argon2's install script picks the prebuilt binary or compiles
function useDefaultBuild() {
  fs.rmSync(buildDir, { recursive: true, force: true });
  npmRebuild();
}

function hasAvx2() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return false;
  const flags = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^flags\s*:(.*)$/m);
  return Boolean(flags && flags[1].split(/\s+/).includes('avx2'));
}

// a fresh process, so a binary that cannot run here (illegal instruction) fails the check, not us
function selfCheck() {
  const script = `
    const a = require('argon2');
    const o = { type: a.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
    a.hash('check', o).then(async (h) => {
      if (!(await a.verify(h, 'check')) || (await a.verify(h, 'other'))) process.exit(2);
      console.log(require.resolve('argon2'));
    });`;
  return spawnSync(process.execPath, ['-e', script], { cwd: root, stdio: 'pipe' }).status === 0;
}

if (process.argv.includes('--portable')) {
  useDefaultBuild();
  log('using the default (SSE2) build');
} else if (!hasAvx2()) {
  log('no AVX2 on this CPU: keeping the default build');
} else if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === builtFor() && selfCheck()) {
  log('argon2 already built with AVX2');
} else {
  try {
    npmRebuild(['--build-from-source'], { ...process.env, CFLAGS: `${process.env.CFLAGS || ''} -mavx2`.trim() });
  } catch {
    useDefaultBuild();
    log('build failed (compiler or node headers missing?): back to the default build');
    process.exit(0);
  }
  if (selfCheck()) {
    fs.writeFileSync(marker, builtFor());
    log('argon2 rebuilt with AVX2');
  } else {
    useDefaultBuild();
    log('the AVX2 build failed its self-check: back to the default build');
  }
}
