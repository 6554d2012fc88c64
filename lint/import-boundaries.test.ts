import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layout's import rules are Biome's (biome.json). Each case writes one importing file at the
 * path it stands for, in a scratch copy of the repo's layout with the repo's own biome.json, and
 * asks Biome which imports it refuses.
 */
const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const cases: { file: string; imports: string; refused: boolean }[] = [
  // A server feature reaches another only through its index.ts.
  {
    file: 'apps/server/src/features/gate/a.ts',
    imports: '../ledger/ledger.service.ts',
    refused: true,
  },
  { file: 'apps/server/src/features/gate/b.ts', imports: '../ledger/index.ts', refused: false },
  { file: 'apps/server/src/features/gate/c.ts', imports: './gate.service.ts', refused: false },
  {
    file: 'apps/server/src/features/gate/d.ts',
    imports: '../../platform/events/index.ts',
    refused: false,
  },
  // A feature's API tests follow the same rule, and use the test support in apps/server/test/.
  {
    file: 'apps/server/src/features/gate/e.api.test.ts',
    imports: '../../../test/support/test-app.ts',
    refused: false,
  },
  {
    file: 'apps/server/src/features/gate/f.api.test.ts',
    imports: '../containers/box-records.repository.ts',
    refused: true,
  },
  {
    file: 'apps/server/src/features/gate/g.api.test.ts',
    imports: './gate.service.ts',
    refused: false,
  },
  // The platform, the plugins and db import no feature.
  {
    file: 'apps/server/src/platform/events/a.ts',
    imports: '../../features/ledger/index.ts',
    refused: true,
  },
  { file: 'apps/server/src/plugins/a.ts', imports: '../features/ledger/index.ts', refused: true },
  { file: 'apps/server/src/db/a.ts', imports: '../features.ts', refused: true },
  { file: 'apps/server/src/platform/exports/b.ts', imports: '../events/index.ts', refused: false },
  {
    file: 'apps/server/src/platform/events/c.api.test.ts',
    imports: '../../../test/support/test-app.ts',
    refused: false,
  },
  // The domain imports nothing from apps/ and no node: module.
  {
    file: 'packages/domain/src/yard/a.ts',
    imports: '../../../../apps/server/src/app.ts',
    refused: true,
  },
  { file: 'packages/domain/src/yard/b.ts', imports: 'node:fs', refused: true },
  { file: 'packages/domain/src/yard/c.ts', imports: '../auth/roles.ts', refused: false },
  // A web feature imports no other feature.
  { file: 'apps/web/src/features/gate/a.ts', imports: '../tasks/api/tasks.ts', refused: true },
  {
    file: 'apps/web/src/features/gate/b.ts',
    imports: '../../components/paged-list.tsx',
    refused: false,
  },
];

describe('import boundaries (biome.json)', () => {
  let scratch: string;
  let refusedFiles: Set<string>;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'yardline-lint-'));
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
    for (const { file, imports } of cases) {
      mkdirSync(join(scratch, dirname(file)), { recursive: true });
      writeFileSync(
        join(scratch, file),
        `import * as x from '${imports}';\n\nexport const y = x;\n`,
      );
    }
    let output: string;
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', '.'], {
        cwd: scratch,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
    refusedFiles = new Set(
      diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => d.location.path),
    );
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(cases)('$file importing $imports: refused $refused', ({ file, refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });
});
