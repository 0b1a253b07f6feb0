import { fail } from '@resellpk/backend-messaging';
import { isUuid } from './require-role';

/** The most ids a batch lookup (`balancesOf`, `resellerStats` ...) answers in one call: a page of a staff list. */
export const MAX_BATCH_USER_IDS = 100;

/**
 * The `userIds` of a batch lookup, validated (a list of at most `max` uuids) and without
 * duplicates, else VALIDATION on `userIds` (nothing is looked up).
 */
export function requireUserIds(data: { userIds?: unknown } | undefined, max = MAX_BATCH_USER_IDS): string[] {
  const ids = data?.userIds;
  if (!Array.isArray(ids) || ids.length > max || !ids.every(isUuid)) {
    fail('VALIDATION', `userIds must be a list of at most ${max} user ids.`, 'userIds');
  }
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
