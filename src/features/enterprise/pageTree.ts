import { safeReturnPath } from '../../lib/returnPath';
import { isPlainRecord } from '../../lib/safeJson';

/** One entry of the enterprise menu: a page of the portal, or a group of them. */
export interface MenuNode {
  id: string;
  title: string;
  /** An in-app path; absent for a group, or when the carrier's address is not one of ours. */
  path?: string;
  children: MenuNode[];
}

const MAX_DEPTH = 3;
const MAX_ITEMS = 50;

/** An in-app path as given, or undefined (other origins, `//host`, scripts are never links). */
export function inAppPath(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/')) return undefined;
  return safeReturnPath(url) === url ? url : undefined;
}

function readNodes(value: unknown, depth: number): MenuNode[] {
  if (!Array.isArray(value) || depth > MAX_DEPTH) return [];
  return value.slice(0, MAX_ITEMS).flatMap((entry: unknown): MenuNode[] => {
    if (!isPlainRecord(entry)) return [];
    const { id, title, url, children } = entry;
    if (typeof title !== 'string' || title.trim() === '') return [];
    const path = inAppPath(url);
    const nodes = readNodes(children, depth + 1);
    if (!path && nodes.length === 0) return [];
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : title,
        title: title.trim(),
        ...(path ? { path } : {}),
        children: nodes,
      },
    ];
  });
}

/**
 * The page tree of eShopEnterprise_GetPageTreeList, whose shape the spec leaves open, read as
 * `{ pages: [{ id, title, url?, children? }] }` (or the list itself). What cannot be read is left
 * out; an entry without a link and without children is dropped. Never throws.
 */
export function menuFromPageTree(tree: unknown): MenuNode[] {
  const pages = isPlainRecord(tree) ? tree.pages : tree;
  return readNodes(pages, 1);
}
