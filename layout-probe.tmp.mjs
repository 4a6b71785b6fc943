import { chromium } from 'playwright';
const url = process.argv[2];
const css = process.argv[3] || '';
const runs = +(process.argv[4] || 3);
const out = [];
for (let r = 0; r < runs; r++) {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  if (css) await p.addInitScript((css) => { document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = css; document.head.appendChild(s); }); }, css);
  const cdp = await ctx.newCDPSession(p);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await p.goto(url, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
  await cdp.send('Tracing.end'); await done;
  const lay = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
  const style = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
  const fc = events.filter((e) => (e.name === 'FunctionCall' || e.name === 'v8.evaluateModule' || e.name==='EvaluateScript') && e.ph === 'X');
  const sum = (a) => a.reduce((s, e) => s + (e.dur || 0), 0) / 1000;
  const max = (a) => Math.max(0, ...a.map((e) => e.dur || 0)) / 1000;
  if (process.env.DETAIL) out.push(lay.filter(e=>e.dur>2000).map(e=>(e.dur/1000).toFixed(0)+"ms/"+(e.args?.beginData?.dirtyObjects??"?")).join(" "));
  out.push(`layout sum ${sum(lay).toFixed(0)} max ${max(lay).toFixed(0)} | style sum ${sum(style).toFixed(0)} | script sum ${sum(fc).toFixed(0)}`);
  await b.close();
}
console.log(out.join('\n'));
