// The browser tests run in Debian's Chromium headless shell; Lighthouse and the timing scripts in
// Debian's Chromium. When the shell is missing, `npm test` installs it the way .ci/run does (as
// root, or with passwordless sudo); otherwise it stops at once with the one command to run,
// instead of failing every browser test an hour later.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: Lighthouse and the timings of `npm run perf`, which stand for a phone's browser. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/**
 * The browser tests' Chromium: the same Blink and V8 without the full browser's user interface
 * layer, as Playwright's own headless default. The e2e suite took 7.8 min in it against 9.5 in the
 * full browser, every test passing in both (2026-11-28, decision 0027). Not for Lighthouse, whose
 * figures stand for a phone's browser.
 */
export const TEST_CHROMIUM = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const INSTALL_COMMAND = `sudo apt-get install -y --no-install-recommends ${TEST_CHROMIUM_PACKAGE}`;

/** The flags Debian's Chromium needs here (no sandbox, no GPU, no background traffic), for the
 * browser tests and Lighthouse alike. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For the functional browser tests (not Lighthouse, whose figures stand for a phone's GPU): pages
 * rasterised by Skia in the renderer. Debian's launcher of the full browser turns on GPU
 * rasterisation, which without a GPU runs in SwiftShader's emulated GL: the same 40 route tests
 * took 10–19 s (8–13 %) longer with it, in three A/B pairs on 2026-11-28. The headless shell is
 * started without that launcher; the flag keeps CHROMIUM_PATH=/usr/bin/chromium on the same footing.
 */
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--disable-gpu-rasterization'];

/**
 * The browser the tests launch: CHROMIUM_PATH, or the headless shell. Throws with the command to
 * run when it is missing, so a lone `npm run test:e2e` says what to install.
 */
export function testBrowser(exists: (path: string) => boolean = existsSync): string {
  const custom = process.env.CHROMIUM_PATH;
  const path = custom || TEST_CHROMIUM;
  if (!exists(path))
    throw new Error(
      custom
        ? `CHROMIUM_PATH=${custom} does not exist.`
        : `The browser tests need Debian's Chromium headless shell at ${TEST_CHROMIUM}. Run:\n\n  ${INSTALL_COMMAND}\n`,
    );
  return path;
}

export interface System {
  exists(path: string): boolean;
  isRoot(): boolean;
  /** `sudo -n true` succeeds: sudo without a password. */
  canSudo(): boolean;
  hasApt(): boolean;
  /** Runs a command, output shown; true when it exits 0. */
  run(cmd: string, args: string[]): boolean;
}

export type Outcome = { ok: true; installed: boolean } | { ok: false; message: string };

export function ensureChromium(sys: System, customPath?: string): Outcome {
  const path = customPath || TEST_CHROMIUM;
  if (sys.exists(path)) return { ok: true, installed: false };
  if (customPath)
    return {
      ok: false,
      message: `CHROMIUM_PATH=${customPath} does not exist. Point it at a Chromium binary, or unset it to use Debian's (${INSTALL_COMMAND}).`,
    };
  if (!sys.hasApt())
    return {
      ok: false,
      message: `The browser tests need Chromium and this is not a Debian machine (no apt-get). Install Chromium (its headless shell, or the browser), then run: CHROMIUM_PATH=/path/to/chromium npm test`,
    };
  const asRoot = sys.isRoot() ? [] : sys.canSudo() ? ['sudo', '-n'] : undefined;
  if (!asRoot)
    return {
      ok: false,
      message: `The browser tests need Debian's Chromium headless shell, which is not installed, and installing it needs root. Run:\n\n  ${INSTALL_COMMAND}\n\nthen npm test again.`,
    };
  const apt = (args: string[]) =>
    asRoot.length ? sys.run(asRoot[0], [...asRoot.slice(1), 'apt-get', ...args]) : sys.run('apt-get', args);
  console.log(
    `npm test: installing Debian's Chromium headless shell for the browser tests (apt-get install ${TEST_CHROMIUM_PACKAGE})`,
  );
  const install = ['install', '-y', '--no-install-recommends', TEST_CHROMIUM_PACKAGE];
  // A fresh machine may have no package lists yet.
  if (!apt(install) && !(apt(['update']) && apt(install)))
    return {
      ok: false,
      message: `Installing ${TEST_CHROMIUM_PACKAGE} failed (output above). Run:\n\n  ${INSTALL_COMMAND}\n`,
    };
  if (!sys.exists(path))
    return {
      ok: false,
      message: `apt-get installed ${TEST_CHROMIUM_PACKAGE} but ${path} is missing. Run:\n\n  ${INSTALL_COMMAND}\n`,
    };
  return { ok: true, installed: true };
}

export const realSystem: System = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  canSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  hasApt: () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  run: (cmd, args) =>
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0,
};
