#!/usr/bin/env bash
# `npm start`: install, bring the infrastructure up, build (Nx cache), migrate + seed demo data
# (each service migrates before it listens; SEED_DEMO=1) and serve every app. Ctrl-C stops all.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

echo "[start] installing dependencies"
npm install --no-audit --no-fund --loglevel=error
# argon2 with AVX2 when this CPU has it: login's password check takes half the CPU (same hashes)
node tools/argon2-avx2.js
echo "[start] infrastructure"
bash infra/dev-infra.sh
echo "[start] building (cached when nothing changed)"
npx nx run-many -t build --parallel=2 --outputStyle=static
exec node tools/stack.js "$@"
