/**
 * The first screen is drawn inside a shadow root (its ids and styles stay out of the live page's
 * way). Rules the kit writes for the document (`:root` custom properties, `html` and `body` type)
 * are rewritten to the shadow root's host, where they reach the same elements.
 */
export function forShadowRoot(css: string): string {
  return css.replace(/(^|[\s,{}])(?::root|html|body)(?=\s*[{,])/g, '$1:host');
}

/** Rewrites the CSS of every `<style>` element of server-rendered markup with forShadowRoot. */
export function stylesForShadowRoot(markup: string): string {
  return markup.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_m, open: string, css: string, close: string) => `${open}${forShadowRoot(css)}${close}`);
}
