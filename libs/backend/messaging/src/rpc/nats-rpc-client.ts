import { randomUUID } from 'node:crypto';
import { ErrorCode as NatsErrorCode, JSONCodec, type NatsConnection, type NatsError } from 'nats';
import { DEFAULT_REQUEST_TIMEOUT_MS, type RequestContext, type ServiceReply } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { ServiceFailure } from './service-failure';
import { INTERNAL_ERROR_MESSAGE } from './handle';

/** What Nest's NATS transport (ServerNats + NatsRecordSerializer) sends back. */
interface NestResponsePacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  status?: string;
  isDisposed?: boolean;
}

export interface RequestOptions {
  timeoutMs?: number;
}

const codec = JSONCodec<unknown>();

/**
 * Request-reply client speaking the wire format of @nestjs/microservices' NATS transport with the
 * raw `nats` client (one muxed inbox, no RxJS per call): the payload is `{pattern, data, id}` and
 * the reply `{id, response | err, isDisposed}`. Every call has a timeout.
 */
export class NatsRpcClient {
  constructor(private readonly nc: NatsConnection) {}

  async request<TRes, TReq = unknown>(subject: string, ctx: RequestContext, data: TReq, opts: RequestOptions = {}): Promise<TRes> {
    const timeout = opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const packet = { pattern: subject, data: { ctx, data }, id: randomUUID() };
    let raw: Uint8Array;
    try {
      const msg = await this.nc.request(subject, codec.encode(packet), { timeout });
      raw = msg.data;
    } catch (error) {
      const code = (error as NatsError).code;
      if (code === NatsErrorCode.Timeout) throw new ServiceFailure('TIMEOUT', MSG.serviceUnavailable);
      // No responders, disconnected, closed connection: the service cannot be reached now.
      throw new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable);
    }
    const reply = decode(raw);
    if (reply.err !== undefined && reply.err !== null) {
      // A Nest-level error (no handler for the subject, or a handler that threw instead of
      // returning a ServiceReply): the caller cannot do anything with the details.
      throw new ServiceFailure(reply.status === 'error' ? 'UNAVAILABLE' : 'INTERNAL', reply.status === 'error' ? MSG.serviceUnavailable : INTERNAL_ERROR_MESSAGE);
    }
    const result = reply.response as ServiceReply<TRes> | undefined;
    if (!result || typeof result !== 'object' || typeof result.ok !== 'boolean') {
      throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
    }
    if (!result.ok) throw new ServiceFailure(result.error.code, result.error.message, result.error.field);
    return result.data;
  }
}

function decode(raw: Uint8Array): NestResponsePacket {
  if (!raw || raw.length === 0) throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  try {
    return codec.decode(raw) as NestResponsePacket;
  } catch {
    throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  }
}
