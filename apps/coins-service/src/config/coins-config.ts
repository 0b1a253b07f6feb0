import { z } from 'zod';
import { baseEnvSchema } from '@resellpk/backend-config';

/** Everything coins-service reads from the environment; a bad value stops the boot with a list of what is wrong. */
export const coinsEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3104),
  /** how often pending coin purchases older than 10 minutes are settled (docs/coins.md); 0 turns it off */
  COIN_PURCHASE_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
});

export type CoinsConfig = z.infer<typeof coinsEnvSchema>;
