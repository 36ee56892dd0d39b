// Colour literals belong in the token sheet (src/styles/*.css) and the kit's CSS
// (src/components/**/*.css); a feature sheet uses the tokens (var(--color-...)). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Feature sheets not cleaned yet; remove a line when its file moves onto the tokens. */
export const NOT_YET_CLEANED = ['src/features/devices/devices.css', 'src/features/usage/usage.css'];

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/**
 * Where a sheet may hold colour literals: the token sheet, the kit, and the sandbox panel (a
 * developer tool that never ships in a live build and is styled apart from the portal on purpose).
 */
export function mayHoldColours(path) {
  return (
    /^src\/styles\/[^/]+\.css$/.test(path) ||
    /^src\/components\/.+\.css$/.test(path) ||
    /^src\/sandbox\/.+\.css$/.test(path)
  );
}

/** The colour literals of a style sheet's text, with their line numbers (comments skipped). */
export function colourLiterals(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  const found = [];
  withoutComments.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(COLOUR)) {
      found.push({ line: index + 1, literal: match[0] });
    }
  });
  return found;
}

function cssFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every colour literal outside the allowed sheets and the exception list, under `root`/src. */
export function misplacedColours(root, exceptions = NOT_YET_CLEANED) {
  return cssFiles(join(root, 'src'))
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((path) => !mayHoldColours(path) && !exceptions.includes(path))
    .flatMap((path) =>
      colourLiterals(readFileSync(join(root, path), 'utf8')).map((hit) => ({ path, ...hit })),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = misplacedColours(process.cwd());
  for (const { path, line, literal } of problems) {
    console.error(
      `${path}:${String(line)}  colour literal ${literal}: use a token from src/styles/global.css`,
    );
  }
  process.exit(problems.length > 0 ? 1 : 0);
}
