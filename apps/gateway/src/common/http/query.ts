/** Query strings arrive as text; a number is converted only when it is all digits, so "abc" stays an error. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);
