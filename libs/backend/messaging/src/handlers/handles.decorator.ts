import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { isGatewayOnly, type RequestContext, type RequestOf, type ResponseOf, type ServiceRequest, type Subject } from '@resellpk/contracts';
import type { HeaderReader } from '@resellpk/backend-observability';
import { serveRequest } from '../rpc/handle';

type Handler<S extends Subject> = (data: RequestOf<S>, ctx: RequestContext) => Promise<ResponseOf<S>> | ResponseOf<S>;

/**
 * The request context a handler may trust. Only the gateway can publish gateway-facing subjects
 * (NATS permissions), so their `userId`/`role`/`plan` come from a verified token; on subjects other
 * services call, a user in the context would be the caller's claim, not a fact: it is dropped.
 */
export function trustedContext(subject: Subject, ctx: Partial<RequestContext> | undefined): RequestContext {
  const correlationId = typeof ctx?.correlationId === 'string' && ctx.correlationId ? ctx.correlationId : 'none';
  if (!isGatewayOnly(subject)) return { correlationId };
  return { ...ctx, correlationId } as RequestContext;
}

/**
 * Marks a controller method as the handler of a command subject. The method's type is checked
 * against the subject's contract (`(data: RequestOf<S>, ctx) => ResponseOf<S>`), so a handler and
 * its callers cannot disagree and still compile. The reply is always a ServiceReply: the data, the
 * typed error of a `fail(...)`, or INTERNAL for anything unexpected (logged, never leaked).
 */
export function Handles<S extends Subject>(subject: S) {
  // `{value?: Handler}` rather than TypedPropertyDescriptor: the method must be assignable to the
  // contract (it may leave out parameters it does not use), and the descriptor is changed in place
  return (target: object, key: string | symbol, descriptor: { value?: Handler<S> }): void => {
    const method = descriptor.value;
    if (typeof method !== 'function') throw new Error(`@Handles('${subject}') must decorate a method`);
    // Nest calls it with the raw payload `{ctx, data, trace}` and the NatsContext (the parameters
    // declared below): `trace` carries the caller's trace context (callers of earlier releases put
    // it in the message headers)
    const wrapper = function (this: unknown, payload: ServiceRequest<RequestOf<S>> | undefined, nats?: { getHeaders?: () => HeaderReader | undefined }) {
      const ctx = trustedContext(subject, payload?.ctx);
      return serveRequest(subject, payload?.trace ?? nats?.getHeaders?.(), () => method.call(this, payload?.data ?? ({} as RequestOf<S>), ctx), ctx);
    };
    Object.defineProperty(wrapper, 'name', { value: method.name });
    descriptor.value = wrapper as unknown as Handler<S>;
    MessagePattern(subject)(target, key, descriptor as PropertyDescriptor);
    // Nest passes only the payload unless told the parameters: the NatsContext is the second
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
  };
}
