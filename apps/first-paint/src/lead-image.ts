/** The src of the first `<img fetchPriority="high">` of React's markup (attribute values escaped by React). */
export function leadImageOf(markup: string): string | null {
  for (const tag of markup.match(/<img\b[^>]*>/g) ?? []) {
    if (/\sfetchPriority="high"/.test(tag)) return tag.match(/\ssrc="([^"]*)"/)?.[1] ?? null;
  }
  return null;
}
