// A JSON data block in a page: `<script type="application/json">` never runs, so a CSP without
// 'unsafe-inline' allows it; every `<` is escaped, so its text cannot close the tag.
// attrs: more attributes, their values attribute-escaped (a user id, never markup)
export function jsonDataBlock(id: string, value: unknown, attrs: Record<string, string> = {}): string {
  const more = Object.entries(attrs)
    .map(([name, text]) => ` ${name}="${String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
  return `<script type="application/json" id="${id}"${more}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
