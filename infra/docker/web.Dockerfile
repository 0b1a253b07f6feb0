# Static server for the shell and both remotes (tools/serve-web.js), proxying /api to the gateway.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npx nx run-many -t build -p shell storefront admin --outputStyle=static && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/dist/apps/shell ./dist/apps/shell
COPY --from=build /repo/dist/apps/storefront ./dist/apps/storefront
COPY --from=build /repo/dist/apps/admin ./dist/apps/admin
COPY --from=build /repo/tools/serve-web.js ./tools/serve-web.js
USER node
EXPOSE 4200 4201 4202
CMD ["node", "tools/serve-web.js"]
