import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { shutdownTracing } from './start-tracing';

/** A Nest provider that exports the last spans when the app closes (the gateway's shutdown hooks). */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await shutdownTracing();
  }
}
