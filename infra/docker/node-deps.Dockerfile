# The production-dependencies layer every app image starts from (gateway, the six services and the
# web server): production node_modules of the workspace's one package.json, installed once and
# shared, so nine images do not each install the world (docs/images.md).
# Context: a folder holding package.json (its scripts removed, so only a dependency change makes
# this layer again), package-lock.json, .npmrc and healthcheck.js; infra/docker/images.sh stages it.
# NODE_IMAGE: the official Node LTS image on a real registry; on a machine without Docker Hub
# images.sh passes the local base it made from Debian's packages (localhost/resellpk-local/node).
ARG NODE_IMAGE=docker.io/library/node:26-trixie-slim

FROM ${NODE_IMAGE} AS install
# a compiler for a native addon whose prebuilt binary does not load: argon2's crashes on some CPUs
# (these machines' among them), and its installer then builds it from source, against the image's
# own Node headers (nodedir) rather than ones downloaded from nodejs.org
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm_ca (optional): the CA bundle of a TLS-inspecting proxy between the build and the registry
# (images.sh passes this machine's when NODE_EXTRA_CA_CERTS is set); never stored in a layer.
# The npm cache is a cache mount: a lockfile change downloads only what changed.
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca npm_config_cafile=/run/secrets/npm_ca; fi \
    && if [ -d /usr/local/include/node ]; then export npm_config_nodedir=/usr/local; fi \
    && npm ci --omit=dev --no-audit --no-fund --loglevel=error

# the image: node_modules without the compiler
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=install /app/node_modules ./node_modules
COPY package.json healthcheck.js ./
# where an app keeps files (catalog's product images, MEDIA_DIR): a volume in compose, which takes
# this folder's owner when first mounted
RUN mkdir -p /data/media && chown -R node:node /data
# node_modules and the bundles belong to root: the apps cannot change their own code
USER node
