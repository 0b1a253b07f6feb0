export const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'clothing', label: 'Clothing' },
  { value: 'home', label: 'Home' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'other', label: 'Other' },
] as const;

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price' },
] as const;

/** `home` -> `Home`, `my_gadgets` -> `My gadgets` (custom categories keep their own casing). */
export function categoryLabel(category: string): string {
  const text = category.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
