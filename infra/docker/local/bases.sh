# Sourced by images.sh (after podman-env.sh): the local base images this machine builds on, since
# Docker Hub is not reachable here (docs/images.md). Each is a minimal Debian root file system made
# by mmdebstrap from Debian's packages and imported with `podman import`; kept between runs and
# made again only when what goes into it changes (the label resellpk.inputs).
#   localhost/resellpk-local/node       bookworm + this machine's node, its headers and npm (user node,
#                                       uid 1000, like the official node image): the NODE_IMAGE of the builds
#   localhost/resellpk-local/postgres   Debian's PostgreSQL 15, with the official image's start-up
#   localhost/resellpk-local/redis      Debian's Redis 7
#   localhost/resellpk-local/nats       trixie's nats-server (2.10: sync_interval, infra/nats/server.conf)
# The last three stand in for postgres:15, redis:7 and nats:2.11 of docker-compose.yml in
# images-test only.

LOCAL_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# no documentation, manual pages or translations in an image
MMDEBSTRAP_SLIM=(--variant=minbase --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*')

# local_base NAME INPUTS SUITE PACKAGES [mmdebstrap args...] -- [podman import --change args...]
local_base() {
  local name=$1 inputs=$2 suite=$3 packages=$4
  shift 4
  local image="localhost/resellpk-local/$name:latest" hash
  hash=$(printf '%s\n' "$inputs" "$suite" "$packages" "$*" | sha256sum | cut -c1-16)
  if [[ $(podman image inspect --format '{{index .Labels "resellpk.inputs"}}' "$image" 2>/dev/null) == "$hash" ]]; then
    images_log "$image is up to date"
    return 0
  fi
  local debstrap=() changes=()
  while [[ $# -gt 0 && $1 != -- ]]; do debstrap+=("$1"); shift; done
  [[ ${1:-} == -- ]] && shift
  changes=("$@")
  local tar="${IMAGES_WORK:-/tmp/resellpk-images}/$name-rootfs.tar"
  images_log "making $image: mmdebstrap $suite ($packages)"
  mmdebstrap --quiet "${MMDEBSTRAP_SLIM[@]}" --include="$packages" "${debstrap[@]}" "$suite" "$tar"
  local args=(--change "LABEL=resellpk.inputs=$hash")
  for c in "${changes[@]}"; do args+=(--change "$c"); done
  podman import --quiet "${args[@]}" "$tar" "$image" >/dev/null
  rm -f "$tar"
}

local_node_base() {
  local node_bin npm_dir headers
  node_bin=$(command -v node)
  # its headers, where the official image has them: node-gyp builds an addon against them instead of
  # downloading them from nodejs.org (not reachable here)
  headers=$(dirname "$(dirname "$node_bin")")/include/node
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  # node is linked against glibc and libstdc++ only (ldd), which minbase has
  local_base node "$(node --version) $(npm --version) $(sha256sum "$node_bin" | cut -c1-16) headers" bookworm ca-certificates \
    --customize-hook="copy-in $node_bin /usr/local/bin" \
    --customize-hook='mkdir -p "$1/usr/local/include"' \
    --customize-hook="copy-in $headers /usr/local/include" \
    --customize-hook='mkdir -p "$1/usr/local/lib/node_modules"' \
    --customize-hook="copy-in $npm_dir /usr/local/lib/node_modules" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" useradd --uid 1000 --user-group --create-home --shell /bin/sh node' \
    -- 'CMD ["node"]' 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
}

local_data_bases() {
  local entry="$LOCAL_DIR/postgres-entrypoint.sh"
  local_base postgres "$(sha256sum "$entry" | cut -c1-16)" bookworm postgresql-15 \
    --customize-hook="copy-in $entry /usr/local/bin" \
    --customize-hook='chroot "$1" sh -c "pg_dropcluster 15 main || true"' \
    -- 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' 'ENV PGDATA=/var/lib/postgresql/data' \
    'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]' 'CMD ["postgres"]' 'STOPSIGNAL SIGINT'
  local_base redis "" bookworm redis-server \
    -- 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' 'USER redis' 'WORKDIR /var/lib/redis' 'CMD ["redis-server"]'
  local_base nats "" trixie nats-server,wget \
    -- 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' 'ENTRYPOINT ["nats-server"]' 'CMD ["--jetstream"]'
}
