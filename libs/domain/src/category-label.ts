/**
 * A category as people read it, the same in the storefront and the admin: `home` -> `Home`,
 * `my_gadgets` -> `My gadgets`. Custom categories keep their own casing past the first letter;
 * the front ends show the result through t(), so a builtin one reads in Urdu too.
 */
export function categoryLabel(category: string): string {
  const text = category.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
