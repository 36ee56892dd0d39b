/**
 * Sanitises the "come back here afterwards" path carried in `?back=` (login, single sign-on).
 * Only same-origin relative paths survive; anything else (protocol-relative `//host`, `/\host`,
 * schemes, credentials, control characters, whitespace, encoded variants of these) becomes `/`.
 *
 * The path is normalised first and checked after: percent-decoded until nothing changes (a
 * fixed point), dot segments resolved, and only then judged. So no spelling (`/a/..%2F%2Fhost`,
 * `/%2e%2e//host`, double encoding) reaches a form that a browser or the router would read as
 * another origin, and sanitising a result again gives the same result.
 */
const FALLBACK = '/';
const PROBE_ORIGIN = 'https://portal.invalid';
const MAX_LENGTH = 2048;
/** More layers of encoding than this is not a path anyone meant. */
const MAX_DECODE_ROUNDS = 8;

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

function hasForbiddenCharacter(text: string): boolean {
  return Array.from(text).some(isForbiddenCharacter);
}

function isRootRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** Percent-decodes until nothing changes; null when malformed or when it does not settle. */
function decodeToFixedPoint(text: string): string | null {
  let layer = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return layer;
    layer = decoded;
  }
  return null;
}

/** The path split from its query and fragment, as a browser splits it. */
function splitPath(candidate: string): { path: string; rest: string } {
  const end = candidate.search(/[?#]/);
  return end === -1
    ? { path: candidate, rest: '' }
    : { path: candidate.slice(0, end), rest: candidate.slice(end) };
}

/**
 * Resolves `.` and `..` segments (RFC 3986 §5.2.4) of a path that starts with `/`. Done here
 * rather than left to `URL`, whose parser in some runtimes keeps a `.` after a segment that
 * starts with a dot (`/a/.b/./` stays as it is).
 */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      if (isLast) output.push('');
      return;
    }
    output.push(segment);
  });
  return `/${output.join('/')}`;
}

/** The normal form of a same-origin path, or null when there is none. */
function normalise(candidate: string): string | null {
  if (!isRootRelative(candidate) || hasForbiddenCharacter(candidate)) return null;
  const { path, rest } = splitPath(candidate);
  const decoded = decodeToFixedPoint(path);
  if (decoded === null || !isRootRelative(decoded) || hasForbiddenCharacter(decoded)) return null;
  const withoutDots = removeDotSegments(decoded);
  if (!isRootRelative(withoutDots)) return null;
  let resolved: URL;
  try {
    resolved = new URL(`${withoutDots}${rest}`, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  // A decoded `?` or `#` ends the path only now, so a dot segment before it (`/a/.@/..%3F`) was
  // not one above; and some URL parsers keep such a `..` after a segment that starts with a dot.
  const pathname = removeDotSegments(resolved.pathname);
  if (!isRootRelative(pathname)) return null;
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/** The checks, made on the normal form: it and its decoded path stay on this origin. */
function isSafeNormalForm(normalised: string): boolean {
  if (!isRootRelative(normalised) || hasForbiddenCharacter(normalised)) return false;
  const decodedPath = decodeToFixedPoint(splitPath(normalised).path);
  return decodedPath !== null && isRootRelative(decodedPath) && !hasForbiddenCharacter(decodedPath);
}

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) {
    return FALLBACK;
  }
  const normalised = normalise(candidate);
  return normalised !== null && normalised.length <= MAX_LENGTH && isSafeNormalForm(normalised)
    ? normalised
    : FALLBACK;
}

/** Query parameters of the single sign-on round trip, dropped when navigating back. */
export const SSO_QUERY_PARAMETERS = ['access_token', 'path', 't1', 't2'] as const;

/**
 * Where to go after a login check or /Init: the saved return path (same-origin, already
 * sanitised by the caller) with the current query parameters except the SSO ones.
 */
export function returnTarget(savedPath: string, currentSearch: string): string {
  const [path = '/', savedQuery = ''] = savedPath.split('?', 2);
  const query = new URLSearchParams(savedQuery);
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (!(SSO_QUERY_PARAMETERS as readonly string[]).includes(name) && !query.has(name)) {
      query.append(name, value);
    }
  }
  for (const name of SSO_QUERY_PARAMETERS) query.delete(name);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
