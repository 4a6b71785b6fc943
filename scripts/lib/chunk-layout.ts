// Which chunk each module of the lazy pages goes to (the build's chunk layout, vite.config.ts;
// docs/decisions/0011-bundle-layout.md). Left to the bundler, every module shared by a different
// set of pages becomes its own chunk: a page of the orders or account screens loaded 20–40 files,
// most of them a few hundred bytes (antd-mobile's helpers, one API call module each). Here the
// shared modules are laid out in a few chunks, so a page's first load is the app chunk, the page,
// its feature's chunk, the common chunk, the page frame and, when it uses them, the forms or motion
// chunk. Pure: the plugin hands in the module graph.

/** The module graph (static imports, as the code uses them: scripts/lib/used-graph.ts). */
export interface Graph {
  /** Static imports of a module. */
  imports(id: string): readonly string[];
  /**
   * Whether a module imported with `import()` joins a group: the API calls and parsers the route
   * table starts early. Any other (a page, a lazy component) is the entry of a chunk of its own:
   * grouped, the bundler still emits one to re-export it.
   */
  joinsGroup(id: string): boolean;
  /** Whether some module imports it with `import()`. */
  isDynamicImport(id: string): boolean;
}

export interface Root {
  id: string;
  /**
   * Its feature folder (src/features/<feature>/), '*' for code every page shares (the frame) or a
   * component the home page loads later (the gift popup), or `lazy:<id>` for other code loaded on
   * demand (the toast, a dialog, the image viewer).
   */
  feature: string;
}

/** react-hook-form, its resolvers and zod: what every form needs and no other page. */
const FORMS =
  /\/node_modules\/(react-hook-form|@hookform\/resolvers|zod)\/|\/src\/validation\/(fields|forms)\.ts$/;
/** The animation and gesture libraries (swipe, popup): large, and needed by few pages. */
const MOTION = /\/node_modules\/(@react-spring|@use-gesture)\//;
/** The feature of a lazy module that is no page (the toast, a dialog): `lazy:<id>`. */
export const LAZY = 'lazy:';

/**
 * The chunk name of every module the pages share (modules of one page only stay in its chunk;
 * modules of the first load and code only lazy components use are left to the bundler).
 *  - `forms`: the form libraries, and shared code only pages with a form use (the form
 *    components, antd-mobile's inputs, the account pages' phone and code fields);
 *  - `motion`: the animation and gesture libraries, and shared code only pages using them use
 *    (antd-mobile's swipe action);
 *  - `<feature>`: code that only one feature's pages use (orders, user...);
 *  - a cluster's name (`shop`): what only the features of a cluster use (the buying path's cart,
 *    checkout and product calls);
 *  - `common`: the rest that several features use (API calls, antd-mobile's buttons...).
 * A chunk only ever imports chunks further down this list (and the first load): no chunk drags a
 * heavier one in (a page without a form never loads `forms`), and chunks never import each other
 * in a cycle, so the bundler can take the layout as it is. (A module importing one of a chunk
 * further down is used by no more pages than it, so it lands in that chunk or further up.)
 */
export function chunkLayout(
  graph: Graph,
  roots: readonly Root[],
  firstLoad: ReadonlySet<string>,
  /** Features that share a chunk of their own for what only they use (the buying path). */
  clusters: Readonly<Record<string, readonly string[]>> = {},
): Map<string, string> {
  const rootIds = new Set(roots.map((r) => r.id));
  const features = new Map<string, Set<string>>();
  const users = new Map<string, Set<string>>();
  for (const root of roots) {
    const stack = [root.id];
    const seen = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || firstLoad.has(id)) continue;
      seen.add(id);
      if (!features.has(id)) features.set(id, new Set());
      if (!users.has(id)) users.set(id, new Set());
      features.get(id)!.add(root.feature);
      users.get(id)!.add(root.id);
      stack.push(...graph.imports(id));
    }
  }

  // The roots that load a library anyway: a shared module used only by such roots goes into that
  // library's chunk at no cost to them (the form components and antd-mobile's inputs into `forms`,
  // the swipe action's helpers into `motion`).
  const rootsWith = (test: RegExp) => {
    const out = new Set<string>();
    for (const [id, of] of users) if (test.test(id)) for (const r of of) out.add(r);
    return out;
  };
  const formsRoots = rootsWith(FORMS);
  const motionRoots = rootsWith(MOTION);
  const within = (of: ReadonlySet<string>, set: ReadonlySet<string>) => [...of].every((r) => set.has(r));

  // A feature's shared code in two chunks: what one of its form pages uses, and what only its
  // other pages use. A form page (forms is its heaviest load) then skips the list pages' cards
  // and calls: the review form not the review feed.
  const featureChunk = (feature: string, of: ReadonlySet<string>) =>
    [...of].some((r) => formsRoots.has(r)) ? `${feature}-forms` : feature;
  const layout = new Map<string, string>();
  for (const [id, of] of users) {
    if (rootIds.has(id) || (graph.isDynamicImport(id) && !graph.joinsGroup(id))) continue;
    // A module of one root stays in that root's chunk; one only lazy components use (the image
    // viewer, the toast) is left to the bundler: it is never part of a page's first load.
    if (of.size === 1 && !graph.isDynamicImport(id)) continue;
    const owners = features.get(id)!;
    if ([...owners].every((f) => f.startsWith(LAZY))) continue;
    const name = within(of, formsRoots)
      ? 'forms'
      : within(of, motionRoots)
        ? 'motion'
        : owners.size === 1 && !owners.has('*')
          ? featureChunk([...owners][0], of)
          : (Object.entries(clusters).find(([, members]) =>
              [...owners].every((f) => members.includes(f)),
            )?.[0] ?? 'common');
    layout.set(id, name);
  }
  return layout;
}
