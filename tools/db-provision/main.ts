// `npm run db:provision` and the compose `db-provision` container (docs/production.md, "Database roles")
import { provisionFromEnvironment } from './provision-databases';

provisionFromEnvironment().catch((error: Error) => {
  console.error(`db:provision failed: ${error.message}`);
  process.exit(1);
});
