import { commonUr } from './common';
import { liveUr } from './live';
import { messagesUr } from './messages';

/**
 * The Urdu both remotes need: the server's messages, libs/web/live's texts and the words both
 * screens use. Each remote's own bundle holds only its own screens' texts, so a key is translated
 * in exactly one place (the coverage specs check it). Reached only through a dynamic import.
 */
export const sharedUr: Record<string, string> = { ...messagesUr, ...liveUr, ...commonUr };
