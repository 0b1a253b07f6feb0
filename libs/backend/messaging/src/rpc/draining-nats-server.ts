import { ServerNats } from '@nestjs/microservices';
import type { Msg, Subscription } from 'nats';

type NatsServerOptions = ConstructorParameters<typeof ServerNats>[0];

/**
 * Nest's NATS transport with a graceful stop: `drain()` unsubscribes every command subject (the
 * queue group sends new requests to another replica, or the caller gets "no responders", a clean
 * 503), then waits until every request already accepted has been answered. Nest's own
 * `gracefulShutdown` only sleeps a fixed period; this waits exactly as long as the work takes.
 */
export class DrainingNatsServer extends ServerNats {
  /** requests received with a reply subject and not answered yet */
  private pending = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(options: NatsServerOptions) {
    super(options);
  }

  get inFlight(): number {
    return this.pending;
  }

  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the signature of Nest's ServerNats
  override getMessageHandler(channel: string): Function {
    const handle = super.getMessageHandler(channel) as (error: unknown, message: Msg) => Promise<unknown>;
    return async (error: unknown, message: Msg) => {
      if (error || !message?.reply) return handle.call(this, error, message);
      this.pending += 1;
      const answered = message.respond.bind(message);
      let done = false;
      const settle = () => {
        if (done) return;
        done = true;
        this.pending -= 1;
        if (this.pending === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      };
      // the reply is sent after the handler's observable emits, later than handleMessage resolves:
      // the request counts as done when its answer is published
      message.respond = (...args: Parameters<Msg['respond']>) => {
        try {
          return answered(...args);
        } finally {
          settle();
        }
      };
      try {
        return await handle.call(this, error, message);
      } catch (err) {
        settle();
        throw err;
      }
    };
  }

  /**
   * Stops taking requests and resolves once every accepted one is answered, or after `timeoutMs`
   * with the number still unanswered (then the caller's own timeout answers them).
   */
  async drain(timeoutMs: number): Promise<number> {
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions ?? [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    // drain(): the server stops routing to us; messages already delivered are still handled. With
    // the bus unreachable it would wait for a reconnect: the bound covers that too
    const unsubscribed = Promise.all(subscriptions.map((sub) => (sub.isClosed() ? undefined : sub.drain().catch(() => sub.unsubscribe()))));
    // counted once no message can arrive any more (one delivered before the unsubscribe still counts)
    const idle = () => (this.pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idleWaiters.push(resolve)));
    await Promise.race([unsubscribed.then(idle), timeout]);
    clearTimeout(timer);
    return this.pending;
  }
}
