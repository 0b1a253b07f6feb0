import type { StoryInput } from '@resellpk/contracts';

/** Lengths of a reseller story's fields (the admin's form shows the same limits). */
export const STORY_LIMITS = {
  name: { min: 2, max: 60 },
  role: { min: 2, max: 60 },
  city: { min: 2, max: 40 },
  quote: { min: 20, max: 400 },
} as const;
/** How many stories staff may keep (hidden ones included): a landing page, not an archive. */
export const MAX_STORIES = 30;

export const STORY_MSG = {
  nameRequired: `Enter the reseller's name (${STORY_LIMITS.name.min} to ${STORY_LIMITS.name.max} characters)`,
  roleRequired: `Enter what they do, such as "Home-based reseller" (${STORY_LIMITS.role.min} to ${STORY_LIMITS.role.max} characters)`,
  cityRequired: `Enter their city (${STORY_LIMITS.city.min} to ${STORY_LIMITS.city.max} characters)`,
  quoteRequired: `Enter their words (${STORY_LIMITS.quote.min} to ${STORY_LIMITS.quote.max} characters)`,
  tooMany: `You can keep at most ${MAX_STORIES} stories. Edit or hide one instead.`,
  notFound: 'Story not found.',
  badDirection: 'direction must be up or down',
} as const;

export type StoryCheck = { ok: true; value: StoryInput } | { ok: false; field: keyof StoryInput; message: string };

const MESSAGE_OF: Record<keyof StoryInput, string> = { name: STORY_MSG.nameRequired, role: STORY_MSG.roleRequired, city: STORY_MSG.cityRequired, quote: STORY_MSG.quoteRequired };

/** A story as staff typed it, trimmed (inner runs of spaces kept as one); the first failing field in the form's order. */
export function validateStory(input: unknown): StoryCheck {
  const raw = (input ?? {}) as Record<string, unknown>;
  const value = {} as StoryInput;
  for (const field of ['name', 'role', 'city', 'quote'] as const) {
    const text = typeof raw[field] === 'string' ? (raw[field] as string).replace(/\s+/g, ' ').trim() : '';
    const { min, max } = STORY_LIMITS[field];
    if (text.length < min || text.length > max) return { ok: false, field, message: MESSAGE_OF[field] };
    value[field] = text;
  }
  return { ok: true, value };
}
