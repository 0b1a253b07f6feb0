import { z } from 'zod';
import { baseEnvSchema } from '@resellpk/backend-config';

/** Everything chat-service reads from the environment; a bad value stops the boot with a list of what is wrong. */
export const chatEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3106),
});

