// The build's route preload (vite.config.ts): index.html starts the current route's page code
// together with the app's own code, instead of after it. Without it a first visit to a lazy page
// is three round trips deep (HTML → app code → page code → page's calls); with it, two.
// Pure functions here; the plugin (scripts/vite-plugins/route-preload.ts) reads the route data and
// the bundle and writes the script into index.html.

// e2e/faults.spec.ts's import, until it reads the routes from src/app/route-data.ts itself.
export { routeFilesOf } from './route-table.ts';

/**
 * A chunk's file and every chunk it imports statically, transitively: what the browser loads with
 * it. `importsOf` gives a chunk's static imports (Rollup's `imports`), undefined for a file that
 * is no chunk of the bundle.
 */
export function chunkClosure(
  start: string,
  importsOf: (file: string) => readonly string[] | undefined,
): Set<string> {
  const into = new Set<string>();
  const visit = (file: string) => {
    const imports = importsOf(file);
    if (into.has(file) || !imports) return;
    into.add(file);
    imports.forEach(visit);
  };
  visit(start);
  return into;
}

export interface RoutePreload {
  path: string;
  /**
   * Script files (base-relative, e.g. /assets/x.js) the page loads beyond the first load, its page
   * file's chunk first.
   */
  js: string[];
  /** Its stylesheets, in the order they go into the document (as Vite's preload helper adds them). */
  css: string[];
}

/** Imports a module from the inline script (a parameter, so a test can stand in for it). */
export const IMPORT_MODULE = 'function(u){return import(u)}';

/**
 * The inline script for index.html's head: finds the route of location.pathname as the router does
 * (segments compared without case, a literal segment beats a parameter) and adds a modulepreload
 * link per script and a preload link per stylesheet of its page, in CORS mode as Vite's own links
 * are (another mode would not reuse the download). It leaves the route's pattern (in lower case) in
 * `window.__shopRoute` for the early reads (src/app/early-reads.ts), and
 * `window.__loadPage(pattern)`, with which the app loads a page (src/app/routes.ts loadPage): the
 * page's files download side by side, from this one table (the build leaves dependency preloading
 * to it: vite.config.ts), its stylesheets go into the document in its table order, each not yet
 * there (a <link rel=stylesheet> in CORS mode, as Vite's preload helper adds them), and once they
 * have loaded, the page's chunk is imported: its module, or the failure of a file. The page files
 * are build entries (scripts/vite-plugins/route-preload.ts), so the app's code names none of them.
 */
export function preloadScript(routes: RoutePreload[]): string {
  // The table as compact data: each file once, named without the folder all share and without its
  // extension (a route's scripts are .js, its stylesheets .css), a route by its files' numbers.
  const all = routes.flatMap((r) => [...r.js, ...r.css]);
  const folder = all.length ? all[0].slice(0, all[0].lastIndexOf('/') + 1) : '';
  const short = (f: string, ext: string) => {
    if (!f.startsWith(folder) || !f.endsWith(ext) || f.slice(folder.length).includes('/'))
      throw new Error(`route-preload: ${f} is no ${ext} file of ${folder}`);
    return f.slice(folder.length, -ext.length);
  };
  const files: string[] = [];
  const names: string[] = [];
  const index = (f: string, ext: string) => {
    if (!files.includes(f)) names.push(short(f, ext));
    return files.includes(f) ? files.indexOf(f) : files.push(f) - 1;
  };
  const table = routes.map((r) => [
    r.path.toLowerCase(),
    r.js.map((f) => index(f, '.js')),
    r.css.map((f) => index(f, '.css')),
  ]);
  const at = JSON.stringify(folder);
  return (
    `(function(w,f,t,m){var s=function(p){return p.split('/').filter(Boolean)},d={},` +
    `a=function(i,c){if(d[i])return;d[i]=1;var k=document.createElement('link');` +
    `if(c){k.rel='preload';k.as='style'}else k.rel='modulepreload';k.crossOrigin='';` +
    `k.href=${at}+f[i]+(c?'.css':'.js');document.head.appendChild(k)},` +
    `g=function(r){r[1].forEach(function(i){a(i)});r[2].forEach(function(i){a(i,1)})},` +
    `p=s(location.pathname.toLowerCase()),b,n=-1;` +
    `t.forEach(function(r){var q=s(r[0]),l=0;if(q.length!==p.length)return;` +
    `for(var i=0;i<q.length;i++){if(q[i].charAt(0)===':')continue;if(q[i]!==p[i])return;l++}` +
    `if(l>n){n=l;b=r}});if(b){w.__shopRoute={path:b[0]};g(b)}` +
    `w.__loadPage=function(q){var r;q=q.toLowerCase();t.forEach(function(x){if(x[0]===q)r=x});g(r);` +
    `return Promise.all(r[2].map(function(i){var h=location.origin+${at}+f[i]+'.css',` +
    `L=document.querySelectorAll('link[rel=stylesheet]'),k,j;for(j=0;j<L.length;j++)if(L[j].href===h)return;` +
    `k=document.createElement('link');k.rel='stylesheet';k.crossOrigin='';k.href=h;document.head.appendChild(k);` +
    `return new Promise(function(y,e){k.onload=y;k.onerror=function(){e(Error('Unable to load '+h))}})}))` +
    `.then(function(){return m(${at}+f[r[1][0]]+'.js')})}` +
    `})(window,${JSON.stringify(names)},${JSON.stringify(table)},${IMPORT_MODULE})`
  );
}

/**
 * The stylesheets a dynamic import of `start` from the first load waits for, in the order Vite's
 * preload helper adds them (its collectPreloadDependencies: a chunk's imports' first, depth first,
 * then its own), each once; none of the chunks `loaded` already (the first load's).
 */
export function stylesheetsInOrder(
  start: string,
  loaded: ReadonlySet<string>,
  chunkAt: (file: string) => { imports: readonly string[]; css: Iterable<string> } | undefined,
): string[] {
  const visited = new Set(loaded);
  const css: string[] = [];
  const visit = (file: string) => {
    const chunk = chunkAt(file);
    if (!chunk || visited.has(file)) return;
    visited.add(file);
    chunk.imports.forEach(visit);
    for (const f of chunk.css) css.push(f);
  };
  visit(start);
  return [...new Set(css)];
}
