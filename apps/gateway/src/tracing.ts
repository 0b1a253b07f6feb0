// main.ts's first import: tracing hooks pg and ioredis before anything loads them (off
// unless configured: docs/observability.md)
import { startAppTracing } from '@resellpk/backend-observability/tracing';

startAppTracing('gateway');
