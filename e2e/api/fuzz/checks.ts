import { ERROR_HTTP_STATUS } from '@resellpk/contracts';
import type { FuzzCase } from './inputs';
import type { Operation } from './operations';
import type { Answer } from './send';

/** "a few seconds": a hostile input must not make the gateway (or a service) work for long. */
export const SLOW_MS = 3_000;

/** Why the body of an error answer is not `{statusCode, code, message, field?, errors?, correlationId}`, if it is not. */
export function errorShapeProblem(answer: Answer): string | undefined {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${JSON.stringify(type)}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return 'a body that is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'a body that is not an object';
  const { statusCode, code, message, field, errors, correlationId, ...rest } = body;
  if (statusCode !== answer.status) return `statusCode ${JSON.stringify(statusCode)}`;
  if (typeof code !== 'string' || ERROR_HTTP_STATUS[code as keyof typeof ERROR_HTTP_STATUS] !== answer.status) return `code ${JSON.stringify(code)} for ${answer.status}`;
  if (typeof message !== 'string' || !message.trim()) return `message ${JSON.stringify(message)}`;
  if (field !== undefined && typeof field !== 'string') return `field ${JSON.stringify(field)}`;
  if (errors !== undefined && !(Array.isArray(errors) && errors.length && errors.every((e) => e && typeof e.field === 'string' && typeof e.message === 'string' && e.message.trim()))) {
    return `errors ${JSON.stringify(errors)}`;
  }
  if (typeof correlationId !== 'string' || correlationId !== answer.headers['x-correlation-id']) return `correlationId ${JSON.stringify(correlationId)} (header ${JSON.stringify(answer.headers['x-correlation-id'])})`;
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(', ')}`;
  return undefined;
}

/** Everything wrong with one answer to one case (empty when it is a correct answer). */
export function problemsOf(op: Operation, c: FuzzCase, answer: Answer): string[] {
  if (answer.error && !answer.status) return [`no answer: ${answer.error}`];
  const out: string[] = [];
  if (answer.status >= 500) out.push(`answered ${answer.status}`);
  if (answer.ms > SLOW_MS) out.push(`took ${answer.ms} ms`);
  if (!op.documented.has(answer.status)) out.push(`answered ${answer.status}, not listed in the document (${[...op.documented].join(', ')})`);
  if (c.mustRefuse && answer.status < 400) out.push(`accepted (${answer.status}) input the document forbids`);
  if (answer.status >= 400) {
    const shape = errorShapeProblem(answer);
    if (shape) out.push(`error body not in the error shape: ${shape}`);
  }
  return out;
}

/** The answer, short, for a failure message. */
export function describeAnswer(answer: Answer): string {
  const text = answer.body.toString('utf8');
  return `${answer.status} in ${answer.ms} ms: ${text.slice(0, 300)}${text.length > 300 ? '…' : ''}`;
}
