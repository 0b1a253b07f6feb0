import { z } from 'zod';
import { baseEnvSchema } from '@resellpk/backend-config';

/** Everything coins-service reads from the environment; a bad value stops the boot with a list of what is wrong. */
export const coinsEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3104),
});

export type CoinsConfig = z.infer<typeof coinsEnvSchema>;
