import { z } from 'zod';
import { baseEnvSchema, seedDemoSchema } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-service';

export const catalogEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3102),
  /** where product images live (LocalDiskStorage); default `<repo>/tmp/media`, shared with the gateway */
  MEDIA_DIR: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v : undefined)),
  /** `1`: load the demo catalogue at boot (idempotent); refused in production */
  SEED_DEMO: seedDemoSchema,
});

export type CatalogConfig = z.infer<typeof catalogEnvSchema>;
export const CATALOG_CONFIG = SERVICE_CONFIG;
