/**
 * Sanitises the "come back here afterwards" path carried in `?back=` (login, single sign-on).
 * Only same-origin relative paths survive; anything else (protocol-relative `//host`, `/\host`,
 * schemes, credentials, control characters, whitespace, encoded variants of these) becomes `/`.
 */
const FALLBACK = '/';
const PROBE_ORIGIN = 'https://portal.invalid';
const MAX_DECODE_ROUNDS = 3;

/** Whitespace, control characters and the backslash (which browsers read as a slash). */
function isForbiddenCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    character === '\\' ||
    /\s/u.test(character) ||
    code === 0xfeff ||
    (code >= 0x200b && code <= 0x200f)
  );
}

function hasForbiddenCharacter(path: string): boolean {
  return Array.from(path).some(isForbiddenCharacter);
}

function looksRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasForbiddenCharacter(path);
}

/** Every percent-decoded layer must be safe too, so `/%2F%2Fevil` cannot smuggle `//evil`. */
function decodedLayersAreSafe(path: string): boolean {
  let layer = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    if (!looksRelative(decoded)) return false;
    layer = decoded;
  }
  return !layer.includes('%');
}

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) {
    return FALLBACK;
  }
  if (!looksRelative(candidate) || !decodedLayersAreSafe(candidate)) return FALLBACK;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (resolved.origin !== PROBE_ORIGIN) return FALLBACK;
  const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return looksRelative(normalised) ? normalised : FALLBACK;
}
