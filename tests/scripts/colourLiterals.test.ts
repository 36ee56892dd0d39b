import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  colourLiterals,
  mayHoldColours,
  misplacedColours,
} from '../../scripts/colour-literals.mjs';

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'colours-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  roots.splice(0).forEach((root) => {
    rmSync(root, { recursive: true, force: true });
  });
});

describe('colour literals check', () => {
  it('finds hex and functional colours with their lines, not comments or tokens', () => {
    const css = '.a {\n  color: #fff;\n  /* #123456 */\n  background: rgb(1 2 3 / 50%);\n}\n';
    expect(colourLiterals(css)).toEqual([
      { line: 2, literal: '#fff' },
      { line: 4, literal: 'rgb(' },
    ]);
    expect(colourLiterals('.a { color: var(--color-brand); }')).toEqual([]);
  });

  it('allows colours only in the token sheet, the kit and the sandbox panel', () => {
    expect(mayHoldColours('src/styles/global.css')).toBe(true);
    expect(mayHoldColours('src/components/form/form.css')).toBe(true);
    expect(mayHoldColours('src/sandbox/panel.css')).toBe(true);
    expect(mayHoldColours('src/features/prepaid/prepaid.css')).toBe(false);
  });

  it('reports a feature sheet with a literal unless it is on the exception list', () => {
    const root = tree({
      'src/styles/global.css': ':root { --color-brand: #0b5cab; }',
      'src/components/table/table.css': '.t { color: #000; }',
      'src/features/one/one.css': '.x {\n  color: #b42318;\n}',
      'src/features/two/two.css': '.y { color: hsl(0 0% 0%); }',
      'src/features/three/three.css': '.z { color: var(--color-text); }',
    });
    expect(misplacedColours(root, ['src/features/two/two.css'])).toEqual([
      { path: 'src/features/one/one.css', line: 2, literal: '#b42318' },
    ]);
    expect(misplacedColours(root, [])).toHaveLength(2);
  });
});
