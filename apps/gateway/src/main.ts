import 'reflect-metadata';
import { createLogger } from '@resellpk/backend-logging';
import { loadGatewayConfig } from './config/gateway-config';
import { createGatewayApp } from './create-app';

async function main(): Promise<void> {
  const logger = createLogger('gateway');
  let config;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    // refuse to boot with a list of every bad variable
    logger.fatal((err as Error).message);
    process.exit(1);
  }
  const app = await createGatewayApp(config);
  await app.listen(config.PORT, '0.0.0.0');
  logger.info({ port: config.PORT, docs: `http://localhost:${config.PORT}/api/docs` }, 'gateway listening');
}

main().catch((err) => {
  createLogger('gateway').fatal({ err }, 'gateway failed to start');
  process.exit(1);
});
