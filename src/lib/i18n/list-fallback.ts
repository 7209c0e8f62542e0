/** Lists that must never be empty; they are copied from English when a locale lacks them. */
export const LIST_FALLBACK_PATHS = ["faq.items", "download.benefits", "salaryResults.additionalInfo.factors"] as const;

type Tree = { [key: string]: unknown };

function getPath(tree: Tree, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

function setPath(tree: Tree, path: string, value: unknown): Tree {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return tree;
  const child = (tree[head] ?? {}) as Tree;
  return { ...tree, [head]: rest.length ? setPath(child, rest.join("."), value) : value };
}

/** Returns a copy of `messages` where each fallback list that is missing or empty comes from English. */
export function applyListFallback<T extends Tree>(messages: T, english: Tree): T {
  return LIST_FALLBACK_PATHS.reduce<Tree>((tree, path) => {
    const own = getPath(tree, path);
    if (Array.isArray(own) && own.length > 0) return tree;
    return setPath(tree, path, getPath(english, path));
  }, messages) as T;
}
