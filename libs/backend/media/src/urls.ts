/** Public URL of a stored media key, served by the gateway. */
export const MEDIA_URL_PREFIX = '/api/media/';
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}
