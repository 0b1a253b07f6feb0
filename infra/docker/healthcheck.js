// The images' HEALTHCHECK: exit 0 when the app's health endpoint answers 2xx within 4 s.
// HEALTH_URL (the gateway, the web server) or the services' HEALTH_PORT (/health).
const url = process.env.HEALTH_URL || `http://127.0.0.1:${process.env.HEALTH_PORT || 3000}/health`;
fetch(url, { signal: AbortSignal.timeout(4000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
