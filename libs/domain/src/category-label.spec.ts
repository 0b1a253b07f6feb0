import { BUILTIN_CATEGORIES } from '@resellpk/contracts';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  it('capitalises a builtin category', () => {
    expect(categoryLabel('home')).toBe('Home');
    for (const name of BUILTIN_CATEGORIES) expect(categoryLabel(name)).toBe(name.charAt(0).toUpperCase() + name.slice(1));
  });

  it('reads underscores and dashes of a custom category as spaces, keeping its own casing', () => {
    expect(categoryLabel('my_gadgets')).toBe('My gadgets');
    expect(categoryLabel('kids-TOYS__2')).toBe('Kids TOYS 2');
    expect(categoryLabel('_winter_')).toBe('Winter');
  });

  it('leaves an empty name empty', () => {
    expect(categoryLabel('')).toBe('');
  });
});
