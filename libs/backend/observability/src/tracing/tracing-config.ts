import { z } from 'zod';
import { loadConfig, type Env } from '@resellpk/backend-config';

/**
 * Tracing is off unless an exporter is named: OTEL_EXPORTER_OTLP_ENDPOINT (a collector, the
 * standard OpenTelemetry variable) or TRACES_EXPORTER=console|file (a developer's `npm start`,
 * no collector; `file` appends one JSON line per span to TRACES_FILE). OTEL_TRACES_SAMPLER_ARG is
 * the share of new traces kept (0..1, default 1); a request that arrives inside a trace follows
 * its caller's decision, so a trace is kept whole or not at all.
 */
export const tracingEnvSchema = z
  .object({
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url('must be a URL, e.g. http://otel-collector:4318').optional().or(z.literal('').transform(() => undefined)),
    TRACES_EXPORTER: z
      .enum(['console', 'file', 'none', ''], { errorMap: () => ({ message: 'must be console, file or none' }) })
      .optional()
      .transform((value) => (value === '' || value === 'none' ? undefined : value)),
    TRACES_FILE: z.string().optional(),
    OTEL_TRACES_SAMPLER_ARG: z.coerce
      .number({ invalid_type_error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.TRACES_EXPORTER === 'file' && !env.TRACES_FILE) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['TRACES_FILE'], message: 'is required with TRACES_EXPORTER=file (the JSON-lines file spans are appended to)' });
    }
  });

export interface TracingConfig {
  otlpEndpoint?: string;
  local?: { kind: 'console' } | { kind: 'file'; file: string };
  ratio: number;
}

/** Undefined when tracing is off (nothing to register). Throws one error listing every bad variable. */
export function loadTracingConfig(env: Env = process.env): TracingConfig | undefined {
  const parsed = loadConfig(tracingEnvSchema, env);
  const local =
    parsed.TRACES_EXPORTER === 'file' && parsed.TRACES_FILE
      ? { kind: 'file' as const, file: parsed.TRACES_FILE }
      : parsed.TRACES_EXPORTER === 'console'
        ? { kind: 'console' as const }
        : undefined;
  if (!parsed.OTEL_EXPORTER_OTLP_ENDPOINT && !local) return undefined;
  return { otlpEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT, local, ratio: parsed.OTEL_TRACES_SAMPLER_ARG ?? 1 };
}
