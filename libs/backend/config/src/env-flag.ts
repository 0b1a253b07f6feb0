import { z } from 'zod';

/**
 * An on/off variable: `1`/`true` on, `0`/`false` off, unset or empty (`VAR=` in an env file) the
 * default. Anything else stops the boot with the accepted values.
 */
export function envFlag(defaultValue: boolean) {
  return z
    .enum(['0', '1', 'true', 'false', ''], { errorMap: () => ({ message: 'must be 1, 0, true or false' }) })
    .optional()
    .transform((value) => (value === undefined || value === '' ? defaultValue : value === '1' || value === 'true'));
}
