#!/usr/bin/env bash
# Makes PostgreSQL and Redis reachable on their default loopback ports and installs nats-server.
# Uses them when running, starts them when installed, installs them with apt when root,
# otherwise prints exactly what to run. NATS is not started here: the stack (tools/stack.js) and
# every test run their own nats-server with the bus's users and permissions (infra/nats/auth.conf),
# because an open server would let any process act as any app. With --browser, also Debian's
# Chromium for Playwright.
set -euo pipefail

want_browser=0
[[ "${1:-}" == "--browser" ]] && want_browser=1

is_root() { [[ $(id -u) -eq 0 ]]; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
log() { printf '[infra] %s\n' "$*"; }

# shellcheck source=infra/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt.sh"

wait_port() { # port name
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  log "$2 did not open port $1"; return 1
}

start_postgres() {
  port_open 5432 && { log "PostgreSQL is up on 5432"; return 0; }
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    apt_install postgresql || return 1
  fi
  local version; version=$(ls /etc/postgresql | sort -V | tail -1)
  log "starting PostgreSQL $version"
  if is_root; then
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  else
    log "run: sudo pg_ctlcluster --skip-systemctl-redirect $version main start"; return 1
  fi
  wait_port 5432 PostgreSQL
  # trust auth on loopback, as the machines of this project are set up (dev only)
  if ! psql -h 127.0.0.1 -U postgres -d postgres -Atc 'select 1' >/dev/null 2>&1; then
    local hba="/etc/postgresql/$version/main/pg_hba.conf"
    if is_root && [[ -f $hba ]]; then
      log "enabling trust auth for 127.0.0.1 in $hba (development machine)"
      sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
      pg_ctlcluster --skip-systemctl-redirect "$version" main reload
    fi
  fi
}

start_redis() {
  command -v redis-server >/dev/null || apt_install redis-server || return 1
  port_open 6379 && { log "Redis is up on 6379"; return 0; }
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  log "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_port 6379 Redis
}

ensure_nats_server() {
  [[ -x /usr/sbin/nats-server ]] && { log "nats-server is installed (the stack and the tests start their own, with auth)"; return 0; }
  apt_install nats-server
}

ensure_browser() {
  [[ -x /usr/bin/chromium ]] && { log "Chromium is installed"; return 0; }
  apt_install chromium fonts-noto-core
}

ok=1
start_postgres || ok=0
start_redis || ok=0
ensure_nats_server || ok=0
if [[ $want_browser -eq 1 ]]; then ensure_browser || ok=0; fi
[[ $ok -eq 1 ]] || { log "infrastructure is not ready (see above)"; exit 1; }
log "PostgreSQL 127.0.0.1:5432, Redis 127.0.0.1:6379 ready; nats-server installed"
