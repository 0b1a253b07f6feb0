import { defineCounter } from '@resellpk/backend-observability';
import { NOTIFICATION_TYPES } from '@resellpk/contracts';

/** Notifications created for users, by type (one per user notified; a repeated cause notifies nobody again). */
export const notificationsSentTotal = defineCounter({
  name: 'notifications_sent_total',
  help: 'Notifications created for users, by kind.',
  labels: { kind: NOTIFICATION_TYPES },
});
