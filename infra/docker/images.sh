#!/usr/bin/env bash
# `npm run images`: builds every production image with podman (docs/images.md):
#   resellpk/node-deps         production node_modules, the base of the others (node-deps.Dockerfile)
#   resellpk/<app>             the gateway and the six services (node-app.Dockerfile); the gateway's
#                              image also runs the one-shot db-provision
#   resellpk/web               the web server with the builds it serves (web.Dockerfile)
# then lists what each image contains (Debian packages, production npm packages) as the scan:
# printed here and kept in dist/images/<image>.packages.txt, with the images' sizes.
#
# The apps are built once on this machine (`nx build`, with Nx's cache) and their dist/ copied in.
# NODE_IMAGE: the base (default: the official node image, for real registries); when it cannot be
# pulled (no Docker Hub here), the local base made from Debian's packages and this machine's node
# (infra/docker/local/bases.sh). IMAGE_PREFIX (localhost/resellpk) and IMAGE_TAG (latest) name them.
set -euo pipefail
cd "$(dirname "$0")/../.."
export IMAGES_WORK=${IMAGES_WORK:-/tmp/resellpk-images}
source infra/docker/podman-env.sh
source infra/docker/local/bases.sh

PREFIX=${IMAGE_PREFIX:-localhost/resellpk}
TAG=${IMAGE_TAG:-latest}
OFFICIAL_NODE_IMAGE=$(sed -n 's/^ARG NODE_IMAGE=//p' infra/docker/node-deps.Dockerfile)
started=$(date +%s)
elapsed() { echo "$(($(date +%s) - started))s"; }

# the apps: the one service list (libs/contracts), the gateway and the web server
mapfile -t SERVICES < <(node -r @swc-node/register -e "for (const s of require('./libs/contracts/src/services.ts').SERVICE_LIST) console.log(s.app)")
NODE_APPS=(gateway "${SERVICES[@]}")

# IMAGES_APPS_BUILT_SINCE=<epoch seconds>: the caller (tools/test.sh) built every app at or after
# then; its dist/ is used as it is when every app's output was written since. CI's build step skips
# Nx's cache, which then stores nothing, so building again here was a second full build (~95 s).
apps_built_since() { # epoch: every app this script copies has output written at or after it
  local dir
  for dir in "${NODE_APPS[@]}" web-server shell storefront admin first-paint; do
    [[ -n $(find "dist/apps/$dir" -maxdepth 1 -type f -newermt "@$1" -print -quit 2>/dev/null) ]] || return 1
  done
}
if [[ -n ${IMAGES_APPS_BUILT_SINCE:-} ]] && apps_built_since "$IMAGES_APPS_BUILT_SINCE"; then
  images_log "the apps were built by this run (dist/ written since $(date -u -d "@$IMAGES_APPS_BUILT_SINCE" +%H:%M:%S)): not building them again"
else
  images_log "building the apps (nx, cached): ${NODE_APPS[*]} web-server"
  NX_DAEMON=false npx nx run-many -t build -p "${NODE_APPS[@]}" web-server --parallel=2 --outputStyle=static >"$IMAGES_WORK/nx-build.log" 2>&1 ||
    { tail -50 "$IMAGES_WORK/nx-build.log"; exit 1; }
  images_log "apps built ($(elapsed))"
fi

if [[ -n ${NODE_IMAGE:-} ]]; then
  base=$NODE_IMAGE
elif podman image exists "$OFFICIAL_NODE_IMAGE" || timeout 20 podman pull --quiet "$OFFICIAL_NODE_IMAGE" >/dev/null 2>&1; then
  base=$OFFICIAL_NODE_IMAGE
else
  images_log "$OFFICIAL_NODE_IMAGE cannot be pulled here: building on the local base"
  local_node_base
  base=localhost/resellpk-local/node:latest
fi
images_log "base: $base ($(elapsed))"

build() { # image dockerfile context [podman build args...]
  local image=$1 file=$2 context=$3
  shift 3
  images_log "building $image"
  podman build --quiet --format docker --layers -f "$file" -t "$image" "$@" "$context" >/dev/null
}

# the dependencies layer's context: only what decides node_modules
deps_ctx="$IMAGES_WORK/deps-context"
rm -rf "$deps_ctx" && mkdir -p "$deps_ctx"
node -e "const p = require('./package.json'); delete p.scripts; require('fs').writeFileSync(process.argv[1], JSON.stringify(p, null, 2) + '\n')" "$deps_ctx/package.json"
cp package-lock.json .npmrc infra/docker/healthcheck.js "$deps_ctx/"
secret=()
[[ -s ${NODE_EXTRA_CA_CERTS:-} ]] && secret=(--secret "id=npm_ca,src=$NODE_EXTRA_CA_CERTS")
build "$PREFIX/node-deps:$TAG" infra/docker/node-deps.Dockerfile "$deps_ctx" --build-arg "NODE_IMAGE=$base" "${secret[@]}"
images_log "dependencies layer ready ($(elapsed))"

deps=(--build-arg "DEPS_IMAGE=$PREFIX/node-deps:$TAG")
for app in "${NODE_APPS[@]}"; do
  health=()
  [[ $app == gateway ]] && health=(--build-arg HEALTH_URL=http://127.0.0.1:3000/api/health)
  build "$PREFIX/$app:$TAG" infra/docker/node-app.Dockerfile "dist/apps/$app" "${deps[@]}" --build-arg "APP=$app" "${health[@]}"
done
build "$PREFIX/web:$TAG" infra/docker/web.Dockerfile dist/apps "${deps[@]}"
images_log "images built ($(elapsed))"

# the scan: what each image contains (every package, with its version); printed in full for the
# dependencies image and, for the others (built on it), as what differs from it
mkdir -p dist/images
for name in node-deps "${NODE_APPS[@]}" web; do
  image="$PREFIX/$name:$TAG"
  out="dist/images/$name.packages.txt"
  podman run --rm --network=none --no-healthcheck --entrypoint sh "$image" -c \
    'echo "# Debian packages"; dpkg-query -W -f="\${Package} \${Version}\n"; echo "# node $(node --version)"; echo "# npm packages (production)"; cd /app && npm ls --omit=dev --all --parseable --long 2>/dev/null | sed -n "s#^/app/node_modules/[^:]*:\(.*\)#\1#p" | sort -u' >"$out"
  debian=$(sed -n '/^# Debian/,/^# node/p' "$out" | grep -vc '^#')
  npm=$(sed -n '/^# npm/,$p' "$out" | grep -vc '^#')
  images_log "$image: $debian Debian packages, $npm npm packages ($out)"
  if [[ $name == node-deps ]]; then
    sed 's/^/    /' "$out"
  elif ! diff -q dist/images/node-deps.packages.txt "$out" >/dev/null; then
    diff dist/images/node-deps.packages.txt "$out" | grep '^[<>]' | sed 's/^/    /' || true
  else
    echo "    the same packages as node-deps"
  fi
done

# sizes: every app image is node-deps plus its bundle (the layers below are shared)
images_log "sizes:"
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E "^$PREFIX/[^ ]+:$TAG " | sed 's/^/    /'
images_log "done in $(elapsed)"
