// The production web server (server.ts): shell, storefront and admin on their three ports.
import { main } from './server';

main().catch((e: Error) => {
  console.error('[serve-web] failed to start:', e.message);
  process.exit(1);
});
