#!/usr/bin/env bash
# `npm run images:test`: builds every image (images.sh), the local stand-ins of the data tier, then
# starts the compose stack from them, runs the smoke journey through the web container and removes
# the stack (images-test.js; docs/images.md). IMAGES_SKIP_BUILD=1 reuses the images already built.
set -euo pipefail
cd "$(dirname "$0")/../.."
export IMAGES_WORK=${IMAGES_WORK:-/tmp/resellpk-images}
source infra/docker/podman-env.sh
source infra/docker/local/bases.sh
start=$(date +%s)
[[ ${IMAGES_SKIP_BUILD:-0} == 1 ]] || bash infra/docker/images.sh
local_data_bases
node infra/docker/images-test.js
images_log "images:test passed in $(($(date +%s) - start))s"
