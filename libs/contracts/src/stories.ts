/**
 * Reseller stories (testimonials) on the landing page and /success-stories: written, hidden and
 * ordered by staff in the admin (issue 38, "Content that is true"). Production starts with none.
 */
export interface StoryInput {
  /** the reseller's name as they agreed to be shown */
  name: string;
  /** what they do: "Home-based reseller" */
  role: string;
  city: string;
  /** their words, as they said them (shown as written, in whichever language) */
  quote: string;
}
export interface StoryView extends StoryInput {
  id: string;
  /** hidden stories are kept (and listed for staff) but shown nowhere */
  visible: boolean;
  /** 1 is shown first */
  position: number;
  updatedAt: string;
}
/** What anyone sees: the visible stories, in staff's order. */
export type PublishedStory = Pick<StoryView, 'id' | 'name' | 'role' | 'city' | 'quote'>;
export interface StoryUpdate extends StoryInput {
  id: string;
}
export interface StoryVisibility {
  id: string;
  visible: boolean;
}
export interface StoryMove {
  id: string;
  direction: 'up' | 'down';
}
