# The production web server (apps/web-server) with the builds it serves: shell 4200 and the two
# remotes the browser loads, storefront 4201 and admin 4202, proxying /api and /socket.io to the
# gateway. Context: dist/apps after `nx build web-server` (which builds shell, storefront, admin and
# first-paint first); node_modules from the shared production-dependencies image.
ARG DEPS_IMAGE=resellpk/node-deps:latest
FROM ${DEPS_IMAGE}
ENV HEALTH_URL=http://127.0.0.1:4200/
COPY --chown=root:root web-server /app/dist/apps/web-server/
COPY --chown=root:root shell /app/dist/apps/shell/
COPY --chown=root:root storefront /app/dist/apps/storefront/
COPY --chown=root:root admin /app/dist/apps/admin/
COPY --chown=root:root first-paint /app/dist/apps/first-paint/
USER node
EXPOSE 4200 4201 4202
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=10 CMD ["node", "/app/healthcheck.js"]
CMD ["node", "dist/apps/web-server/main.js"]
