import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { ExportResultCode, hrTimeToMilliseconds, hrTimeToTimeStamp, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** One line of a TRACES_FILE (tools/trace-view.js reads these). */
export interface SpanLine {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  /** the instrumentation that made it (http, pg, the bus...): tells services apart in one process */
  scope: string;
  kind: keyof typeof SpanKind;
  /** ISO time the span started */
  start: string;
  durationMs: number;
  attributes: Record<string, unknown>;
  status: { code: keyof typeof SpanStatusCode; message?: string };
}

export function spanLine(span: ReadableSpan): SpanLine {
  const { traceId, spanId } = span.spanContext();
  return {
    traceId,
    spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    name: span.name,
    service: String(span.resource.attributes['service.name'] ?? 'unknown'),
    scope: span.instrumentationScope.name,
    kind: SpanKind[span.kind] as keyof typeof SpanKind,
    start: hrTimeToTimeStamp(span.startTime),
    durationMs: Math.round(hrTimeToMilliseconds(span.duration) * 1000) / 1000,
    attributes: { ...span.attributes },
    status: { code: SpanStatusCode[span.status.code] as keyof typeof SpanStatusCode, ...(span.status.message ? { message: span.status.message } : {}) },
  };
}

/**
 * A collector-free exporter for development: appends one JSON line per span to a file. Every
 * process of `npm start` may share the file: it is opened O_APPEND and each line is one write(),
 * so lines from different processes never interleave.
 */
export class JsonLinesSpanExporter implements SpanExporter {
  private fd: number | undefined;

  constructor(private readonly file: string) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    try {
      this.fd ??= this.open();
      for (const span of spans) writeSync(this.fd, `${JSON.stringify(spanLine(span))}\n`);
      done({ code: ExportResultCode.SUCCESS });
    } catch (error) {
      done({ code: ExportResultCode.FAILED, error: error as Error });
    }
  }

  async forceFlush(): Promise<void> {
    // writeSync leaves nothing buffered
  }

  async shutdown(): Promise<void> {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private open(): number {
    mkdirSync(path.dirname(path.resolve(this.file)), { recursive: true });
    return openSync(this.file, 'a');
  }
}
