export const NOT_YET_CLEANED: string[];
export function mayHoldColours(path: string): boolean;
export function colourLiterals(css: string): { line: number; literal: string }[];
export function misplacedColours(
  root: string,
  exceptions?: readonly string[],
): { path: string; line: number; literal: string }[];
