import { Injectable } from '@nestjs/common';
import { BusClient } from '@resellpk/backend-messaging';

/**
 * The gateway's typed calls to every service (`bus.call(CatalogSubjects.getProduct, ctx, {id})`):
 * one client derived from the registry in @resellpk/contracts, so a new service's commands are
 * callable the day they are declared, and only the subjects whose callers list the gateway compile.
 */
@Injectable()
export class GatewayBus extends BusClient<'gateway'> {}
