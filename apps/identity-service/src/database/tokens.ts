import { DATA_SOURCE } from '@resellpk/backend-messaging';

/** Injection token of the identity DataSource, provided globally by bootstrapService / createServiceApp. */
export const IDENTITY_DB = DATA_SOURCE;
