import { defineCounter, defineHistogram, OTHER_LABEL_VALUE } from './define-metric';

/**
 * HTTP RED metrics of a server (the gateway, the web server). `route` is the route's template as
 * the router knows it (`/api/v1/orders/:id`), never the raw path: only templates the app has
 * registered (`registerHttpRoute`) are recorded, anything else (a 404) is `other`.
 */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

const routes = new Set<string>();
const methods = new Set<string>(HTTP_METHODS);

/** A route template the app serves (its router's `onRoute`, or a fixed list); bounded by the code. */
export function registerHttpRoute(template: string): void {
  routes.add(template);
}

const labels = { method: HTTP_METHODS, route: () => [...routes], status_class: STATUS_CLASSES };

export const httpRequests = defineCounter({
  name: 'http_server_requests_total',
  help: 'HTTP requests answered, by method, route template and status class',
  labels,
});

export const httpRequestDuration = defineHistogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time from the request to its response, by method, route template and status class',
  labels,
});

/**
 * Records one answered request. The hot path of every request: the bounds are checked with set
 * look-ups here (not through boundLabels' list scans), then prom-client is called directly.
 */
export function recordHttpRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
  const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? OTHER_LABEL_VALUE;
  const values = {
    method: methods.has(method) ? method : OTHER_LABEL_VALUE,
    route: route !== undefined && routes.has(route) ? route : OTHER_LABEL_VALUE,
    status_class: statusClass,
  };
  httpRequests.metric.inc(values);
  httpRequestDuration.metric.observe(values, seconds);
}
