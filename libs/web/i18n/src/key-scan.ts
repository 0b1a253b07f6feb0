/**
 * Finds the texts a web app passes to t by scanning its source, for the Urdu coverage specs of
 * each remote (node only: it reads files; never imported by browser code). The keys are English
 * sentences, so a missing Urdu entry would silently show English: these specs make it a failure.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface SourceText {
  file: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The non-test TypeScript files under `trees` (relative to `root`), with their text. */
export function readSources(root: string, trees: readonly string[]): SourceText[] {
  return trees.flatMap((tree) => sourceFiles(path.join(root, tree))).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
const T_LITERAL = /\bt\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g;

// a literal fallback of serverMessage(error, fallback): the caller shows the result through t(), so the fallback is a key
const FALLBACK_LITERAL = /\bserverMessage\(\s*[\w.]+\s*,\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")\s*\)/g;

/** The string literals passed to t (single, double or back quotes, no interpolation), and serverMessage's fallbacks. */
export function literalKeys(text: string): string[] {
  return [...text.matchAll(T_LITERAL), ...text.matchAll(FALLBACK_LITERAL)].map((m) => unescape(m[1] ?? m[2] ?? m[3]));
}

/** Message constants the code refers to (MSG.x, CATALOG_MSG.x, ...): all reach the screen through t. */
export function constantKeys(text: string, constants: Record<string, Record<string, string>>): string[] {
  const ref = new RegExp(`\\b(${Object.keys(constants).join('|')})\\.(\\w+)`, 'g');
  return [...text.matchAll(ref)].flatMap(([, group, key]) => (key in constants[group] ? [constants[group][key]] : []));
}

/** `label: '...'` / `title: '...'` entries of data the pages translate through a variable. */
export function dataKeys(text: string): string[] {
  return [...text.matchAll(/\b(?:label|title|heading|q|a)\s*:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)].map((m) => unescape(m[1] ?? m[2]));
}

/** The strings of `paragraphs: [...]` and `bullets: [...]` (informational pages), templates filled in by `fill`. */
export function paragraphKeys(text: string, fill: (s: string) => string = (s) => s): string[] {
  return [...text.matchAll(/\b(?:paragraphs|bullets)\s*:\s*\[([\s\S]*?)\]/g)].flatMap(([, list]) =>
    [...list.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => fill(unescape(m[1] ?? m[2] ?? m[3]))),
  );
}

/** The texts a dictionary must hold, each with where it was first found (for the failure message). */
export class NeededKeys {
  readonly found = new Map<string, string>();

  need(keys: readonly string[], where: string): void {
    keys.forEach((k) => k && !this.found.has(k) && this.found.set(k, where));
  }

  /** Every literal passed to t and every referenced message constant of the sources. */
  scan(sources: readonly SourceText[], constants: Record<string, Record<string, string>> = {}): void {
    for (const { file, text } of sources) {
      this.need(literalKeys(text), file);
      if (Object.keys(constants).length) this.need(constantKeys(text, constants), file);
    }
  }

  /** `where: "key"` for each needed key the dictionary lacks. */
  missingFrom(dictionary: Record<string, string>): string[] {
    return [...this.found].filter(([key]) => !dictionary[key]).map(([key, where]) => `${where}: ${JSON.stringify(key)}`);
  }
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g)].map((m) => m[0].replace(/\s/g, '')).sort();

/** Entries whose value lost or gained a `{{placeholder}}` (or fillMessage `{placeholder}`) of its key. */
export function brokenPlaceholders(dictionary: Record<string, string>): string[] {
  return Object.entries(dictionary)
    .filter(([key, value]) => JSON.stringify(placeholders(key)) !== JSON.stringify(placeholders(value)))
    .map(([key, value]) => `${JSON.stringify(key)} -> ${JSON.stringify(value)}`);
}

/** Entries with no Urdu letter in their value (left in English by mistake). */
export function untranslated(dictionary: Record<string, string>): string[] {
  return Object.entries(dictionary)
    .filter(([, value]) => !/[\u0600-\u06FF]/.test(value))
    .map(([key]) => key);
}

/** Keys two dictionaries both hold with different values (a lazy bundle never overwrites an entry). */
export function disagreeing(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys(b).filter((k) => k in a && a[k] !== b[k]);
}

/** Keys both dictionaries hold: each text is translated in one place only. */
export function overlapping(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys(b).filter((k) => k in a);
}
