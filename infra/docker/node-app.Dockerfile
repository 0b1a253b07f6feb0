# One image recipe for every Node app (gateway and the six services): `--build-arg APP=<name>`.
# Build stage compiles the app with Nx (webpack bundle of the app and its workspace libs);
# the runtime stage carries only production node_modules and that bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
ARG APP
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npx nx run ${APP}:build --outputStyle=static && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/dist/apps/${APP} ./dist/apps/${APP}
USER node
CMD ["sh", "-c", "exec node dist/apps/$APP/main.js"]
