# One image recipe for every Node app (gateway and the six services): `--build-arg APP=<name>`.
# Context: the app's build output, dist/apps/<APP> (`nx build <APP>`, a webpack bundle of the app
# and its workspace libs); node_modules come from the shared production-dependencies image
# (node-deps.Dockerfile). infra/docker/images.sh builds them all (docs/images.md).
ARG DEPS_IMAGE=resellpk/node-deps:latest
FROM ${DEPS_IMAGE}
ARG APP
# the app's health server: HEALTH_PORT (services) or HEALTH_URL (the gateway's /api/health)
ARG HEALTH_URL=
ENV APP=${APP} HEALTH_URL=${HEALTH_URL}
COPY --chown=root:root . /app/dist/apps/${APP}/
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=10 CMD ["node", "/app/healthcheck.js"]
CMD ["sh", "-c", "exec node dist/apps/$APP/main.js"]
