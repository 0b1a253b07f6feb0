import type { z } from 'zod';

export type Env = Record<string, string | undefined>;

let parsingEnv: Env | undefined;

/**
 * The environment currently being parsed by loadConfig. Rules that depend on another variable
 * (the JWT secret default depends on NODE_ENV) read it here, so a test can pass its own env.
 */
export function currentEnv(): Env {
  return parsingEnv ?? process.env;
}

/**
 * Parses the environment with a zod schema. On any problem it throws ONE error listing every
 * invalid variable with its reason, so a misconfigured service refuses to boot with a clear log.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: Env = process.env): z.infer<S> {
  parsingEnv = env;
  try {
    const result = schema.safeParse(env);
    if (result.success) return result.data;
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.length ? issue.path.join('.') : '(environment)';
      return `  - ${name}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration (${lines.length} problem${lines.length === 1 ? '' : 's'}):\n${lines.join('\n')}`);
  } finally {
    parsingEnv = undefined;
  }
}
