import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';

// One file-name convention for the whole repository (docs/conventions.md): kebab-case, lower-case
// words and digits joined by '-', with '.' before each suffix (`orders-page.tsx`,
// `top-ups.int-spec.ts`). A React component's file is named like any other; its export
// keeps its PascalCase name.
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
// names fixed by other tools: READMEs, Containerfiles, and the generators' placeholders
const FIXED = [/^README\.md(__tmpl__)?$/, /^[a-z-]+\.Dockerfile$/, /__[A-Za-z]+__/];

export function misnamed(files: string[]): string[] {
  return files.filter((file) => {
    const name = basename(file);
    return !KEBAB.test(name.replace(/^\./, '')) && !FIXED.some((fixed) => fixed.test(name));
  });
}

describe('file names', () => {
  it('reject PascalCase, camelCase and snake_case names, and accept kebab-case with suffixes', () => {
    expect(misnamed(['a/OrdersPage.tsx', 'a/orderStatus.ts', 'a/order_status.ts', 'a/Orders-page.tsx'])).toHaveLength(4);
    expect(misnamed(['a/orders-page.tsx', 'a/top-ups.int-spec.ts', 'a/1795500001000-demo-top-up-owners.ts', 'a/.eslintrc.json', 'README.md', 'infra/web.Dockerfile'])).toEqual([]);
  });

  it('are kebab-case in every tracked file of the repository', () => {
    const root = join(__dirname, '../..');
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    expect(misnamed(files)).toEqual([]);
  });
});
