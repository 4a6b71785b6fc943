// The build's route preload (vite.config.ts): index.html starts the current route's page code
// together with the app's own code, instead of after it. Without it a first visit to a lazy page
// is three round trips deep (HTML → app code → page code → page's calls); with it, two.
// Pure functions here; the plugin reads the bundle and writes the script into index.html.

export interface RouteFile {
  /** The route's pattern, as in src/app/routes.ts (':name' is one segment). */
  path: string;
  /** Its page file, from the project root. */
  file: string;
  /** The page's title (the header of a framed page). */
  title: string;
  /** A bottom-tab page (no page frame). */
  tab: boolean;
}

/**
 * The path, file, title and tab flag of every route, read from the source of src/app/routes.ts: the
 * build cannot run app code, and a test checks this reading against the table itself.
 */
export function routeFilesOf(source: string): RouteFile[] {
  const consts = new Map([...source.matchAll(/^const (\w+) = '([^']+)';$/gm)].map((m) => [m[1], m[2]]));
  const start = source.indexOf('export const ROUTES = [');
  const end = source.indexOf('] as const satisfies', start);
  if (start < 0 || end < 0) throw new Error('route-preload: no ROUTES table in src/app/routes.ts');
  const table = source.slice(start, end);
  return [...table.matchAll(/\bpath: '([^']+)',([\s\S]*?)\bfile: (?:'([^']+)'|(\w+))/g)].map((m) => {
    const file = m[3] ?? consts.get(m[4]);
    if (!file) throw new Error(`route-preload: no file for ${m[1]}`);
    const title = /\btitle: '([^']+)'/.exec(m[2])?.[1];
    if (!title) throw new Error(`route-preload: no title for ${m[1]}`);
    return { path: m[1], file, title, tab: /\btab: true\b/.test(m[2]) };
  });
}

export interface RoutePreload {
  path: string;
  /** Script files (base-relative, e.g. /assets/x.js) the page loads beyond the first load. */
  js: string[];
  css: string[];
  /** The page's title, for the shell's header (a framed page). */
  title?: string;
  /** A bottom-tab page: the index of its navigation in the shell's markup (shellScript). */
  nav?: number;
}

/**
 * The inline script for index.html's head: finds the route of location.pathname as the router does
 * (segments compared without case, a literal segment beats a parameter) and adds a modulepreload
 * link per script and a preload link per stylesheet of its page, in CORS mode as Vite's own links
 * are (another mode would not reuse the download). The app's dynamic import then finds them
 * loading: Vite's preload helper skips a script already linked, and its stylesheet link is served
 * from the preload. It leaves the route (its pattern in lower case, title and navigation) in
 * `window.__shopRoute` for the shell (shellScript) and the early reads (src/app/early-reads.ts).
 */
export function preloadScript(routes: RoutePreload[]): string {
  const files: string[] = [];
  const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
  const table = routes.map((r) => [
    r.path.toLowerCase(),
    r.js.map(index),
    r.css.map(index),
    r.title ?? '',
    r.nav ?? -1,
  ]);
  return (
    `(function(f,t){var s=function(p){return p.split('/').filter(Boolean)},` +
    `p=s(location.pathname.toLowerCase()),b,n=-1;` +
    `t.forEach(function(r){var q=s(r[0]),l=0;if(q.length!==p.length)return;` +
    `for(var i=0;i<q.length;i++){if(q[i].charAt(0)===':')continue;if(q[i]!==p[i])return;l++}` +
    `if(l>n){n=l;b=r}});` +
    `if(b){window.__shopRoute={path:b[0],title:b[3],nav:b[4]};var a=function(i,c){var k=document.createElement('link');` +
    `if(c){k.rel='preload';k.as='style'}else k.rel='modulepreload';k.crossOrigin='';` +
    `k.href=f[i];document.head.appendChild(k)};` +
    `b[1].forEach(function(i){a(i)});b[2].forEach(function(i){a(i,1)})}` +
    `})(${JSON.stringify(files)},${JSON.stringify(table)})`
  );
}

/**
 * The inline script right after index.html's shell (#root > .shell): draws the current route's
 * frame into it before the first paint, from markup the app's own components rendered at build
 * time (src/app/shell-markup.tsx). A framed page gets the page header with its title in place of
 * the shell's tab bar; a bottom-tab page gets the bottom navigation. The first paint then shows
 * the page's real header or navigation (its first content), where the app draws it once it runs.
 */
export function shellScript(frame: string, navs: string[]): string {
  return (
    `(function(h,v){var r=window.__shopRoute,s=document.querySelector('#root>.shell');if(!r||!s)return;` +
    `if(r.nav>=0){s.insertAdjacentHTML('beforeend',v[r.nav]);return}` +
    `s.removeChild(s.firstElementChild);s.insertAdjacentHTML('afterbegin',h);` +
    `s.querySelector('h1').textContent=r.title` +
    `})(${inlineJson(frame)},${inlineJson(navs)})`
  );
}

/** JSON that cannot end the inline script it sits in (no `</script>`, no `<!--`). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
