// Which chunk each module of the lazy pages goes to (the build's chunk layout, vite.config.ts;
// docs/decisions/0011-bundle-layout.md). Left to the bundler, every module shared by a different
// set of pages becomes its own chunk: a page of the orders or account screens loaded 20–40 files,
// most of them a few hundred bytes (antd-mobile's helpers, one API call module each). Here the
// shared modules are laid out in a few chunks, so a page's first load is at most: the app chunk,
// the page, its feature's chunk, the common chunk and, when it uses them, the forms, ui and motion
// chunks. Pure: the plugin hands in the module graph.

/** The module graph as the bundler sees it (static imports only). */
export interface Graph {
  /** Static imports of a module. */
  imports(id: string): readonly string[];
  /** Whether some module imports it with `import()` (it is then a chunk's entry point). */
  isDynamicImport(id: string): boolean;
}

export interface Root {
  id: string;
  /**
   * Its feature folder (src/features/<feature>/), '*' for code every page shares (the frame),
   * '/' for a component the home page loads later (the gift popup, the customer service sheet), or
   * `lazy:<id>` for other code loaded on demand (the toast, a dialog, the image viewer).
   */
  feature: string;
}

/** react-hook-form, its resolvers and zod: what every form needs and no other page. */
const FORMS =
  /\/node_modules\/(react-hook-form|@hookform\/resolvers|zod)\/|\/src\/validation\/(fields|forms)\.ts$/;
/** The animation and gesture libraries (swipe, popup): large, and needed by few pages. */
const MOTION = /\/node_modules\/(@react-spring|@use-gesture)\//;
const VENDOR = /\/node_modules\//;
const CALLS = /\/src\/calls\//;
/** The feature of a lazy module that is no page (the toast, a dialog): `lazy:<id>`. */
export const LAZY = 'lazy:';

/**
 * The chunk name of every module the pages share (modules of one page only stay in its chunk;
 * modules of the first load and code no page imports statically are left out).
 *  - `home-lazy`: what the home page's later components use (the gift popup loads once the page
 *    is idle: it must not bring `common` along), whoever else uses it;
 *  - `<feature>`: code that only one feature's pages use (orders, user...);
 *  - `forms`: the form libraries, and shared code only pages with a form use (the form
 *    components, antd-mobile's inputs);
 *  - `motion`: the animation and gesture libraries, and shared code only pages using them use
 *    (antd-mobile's swipe action);
 *  - `ui`: the other libraries (antd-mobile's buttons and helpers) and the code that needs them;
 *  - `common`: code several features use (the page frame, API calls, money, checkout...).
 * A chunk only ever imports chunks further down this list (and the first load): no chunk drags a
 * heavier one in (a page without a form never loads `forms`), and chunks never import each other
 * in a cycle, so the bundler can take the layout as it is. (A module importing one of a chunk
 * higher up is used by no more pages than it, so it lands in that chunk or higher.)
 */
export function chunkLayout(
  graph: Graph,
  roots: readonly Root[],
  firstLoad: ReadonlySet<string>,
): Map<string, string> {
  const rootIds = new Set(roots.map((r) => r.id));
  const features = new Map<string, Set<string>>();
  const pages = new Map<string, Set<string>>();
  for (const root of roots) {
    const stack = [root.id];
    const seen = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || firstLoad.has(id)) continue;
      seen.add(id);
      if (!features.has(id)) features.set(id, new Set());
      if (!pages.has(id)) pages.set(id, new Set());
      features.get(id)!.add(root.feature);
      pages.get(id)!.add(root.id);
      stack.push(...graph.imports(id));
    }
  }

  // The pages that load a library class anyway: a shared module used only by such pages goes
  // into that class's chunk at no cost to them (the form components and antd-mobile's inputs
  // into `forms`, the swipe action's helpers into `motion`).
  const pagesWith = (test: RegExp) => {
    const out = new Set<string>();
    for (const [id, users] of pages) if (test.test(id)) for (const page of users) out.add(page);
    return out;
  };
  const formsPages = pagesWith(FORMS);
  const motionPages = pagesWith(MOTION);
  const within = (users: ReadonlySet<string>, set: ReadonlySet<string>) =>
    [...users].every((u) => set.has(u));

  // Whether a module needs (itself or through its imports, outside the first load) a library.
  const memo = new Map<string, boolean>();
  const needsVendor = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // an import cycle adds nothing
    const result =
      VENDOR.test(id) || graph.imports(id).some((dep) => !firstLoad.has(dep) && needsVendor(dep));
    memo.set(id, result);
    return result;
  };

  const layout = new Map<string, string>();
  for (const [id, users] of pages) {
    // A page, the frame, a lazy component: a module imported with import() is the entry of a chunk
    // of its own (grouped, the bundler still emits one to re-export it). Except the API call
    // modules the route table starts early, which join a group: a chunk each would be a request
    // each.
    if (rootIds.has(id) || (graph.isDynamicImport(id) && !CALLS.test(id))) continue;
    // A module of one page stays in that page's chunk; one only lazy code uses (the image viewer,
    // the toast) is left to the bundler: it is never part of a page's first load.
    if (users.size === 1 && !graph.isDynamicImport(id)) continue;
    const owners = features.get(id)!;
    if ([...owners].every((f) => f.startsWith(LAZY))) continue;
    const name = owners.has('/')
      ? 'home-lazy'
      : owners.size === 1 && !owners.has('*')
        ? [...owners][0]
        : within(users, formsPages)
          ? 'forms'
          : within(users, motionPages)
            ? 'motion'
            : needsVendor(id)
              ? 'ui'
              : 'common';
    layout.set(id, name);
  }
  return layout;
}
