import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_COMMAND, TEST_CHROMIUM, ensureChromium, testBrowser, type System } from './chromium';

/** A machine where apt-get "installs" Chromium by creating the file, and records what ran. */
function machine(opts: {
  has?: string[];
  root?: boolean;
  sudo?: boolean;
  apt?: boolean;
  aptFailsFirst?: boolean;
}) {
  const files = new Set(opts.has ?? []);
  const ran: string[] = [];
  let installs = 0;
  const sys: System = {
    exists: (p) => files.has(p),
    isRoot: () => opts.root ?? false,
    canSudo: () => opts.sudo ?? false,
    hasApt: () => opts.apt ?? true,
    run: (cmd, args) => {
      ran.push([cmd, ...args].join(' '));
      if (!args.includes('install')) return true;
      installs++;
      if (opts.aptFailsFirst && installs === 1) return false;
      files.add(TEST_CHROMIUM);
      return true;
    },
  };
  return { sys, ran };
}

describe('ensureChromium', () => {
  it('should do nothing when Chromium is there', () => {
    const { sys, ran } = machine({ has: [TEST_CHROMIUM] });
    expect(ensureChromium(sys)).toEqual({ ok: true, installed: false });
    expect(ran).toEqual([]);
  });

  it('should install it with apt-get as root', () => {
    const { sys, ran } = machine({ root: true });
    expect(ensureChromium(sys)).toEqual({ ok: true, installed: true });
    expect(ran).toEqual(['apt-get install -y --no-install-recommends chromium-headless-shell']);
  });

  it('should install it with passwordless sudo, updating the package lists when the first try fails', () => {
    const { sys, ran } = machine({ sudo: true, aptFailsFirst: true });
    expect(ensureChromium(sys)).toEqual({ ok: true, installed: true });
    expect(ran).toEqual([
      'sudo -n apt-get install -y --no-install-recommends chromium-headless-shell',
      'sudo -n apt-get update',
      'sudo -n apt-get install -y --no-install-recommends chromium-headless-shell',
    ]);
  });

  it('should stop with the one command to run when it cannot install', () => {
    const { sys, ran } = machine({});
    const out = ensureChromium(sys);
    expect(out.ok).toBe(false);
    expect(out.ok === false && out.message).toContain(`\n  ${INSTALL_COMMAND}\n`);
    expect(ran).toEqual([]);
  });

  it('should not install anything for a CHROMIUM_PATH that does not exist', () => {
    const { sys, ran } = machine({ root: true });
    const out = ensureChromium(sys, '/opt/chrome/chrome');
    expect(out).toMatchObject({
      ok: false,
      message: expect.stringContaining('CHROMIUM_PATH=/opt/chrome/chrome'),
    });
    expect(ran).toEqual([]);
  });

  it('should say what to do on a machine without apt-get', () => {
    const { sys } = machine({ root: true, apt: false });
    expect(ensureChromium(sys)).toMatchObject({
      ok: false,
      message: expect.stringContaining('CHROMIUM_PATH='),
    });
  });
});

describe('testBrowser', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('should launch the headless shell, or stop with the command that installs it', () => {
    vi.stubEnv('CHROMIUM_PATH', undefined);
    expect(testBrowser((p) => p === TEST_CHROMIUM)).toBe(TEST_CHROMIUM);
    expect(() => testBrowser(() => false)).toThrow(`\n  ${INSTALL_COMMAND}\n`);
  });

  it('should launch CHROMIUM_PATH when it is set, and name it when it is missing', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
    expect(testBrowser((p) => p === '/opt/chrome/chrome')).toBe('/opt/chrome/chrome');
    expect(() => testBrowser((p) => p === TEST_CHROMIUM)).toThrow(
      'CHROMIUM_PATH=/opt/chrome/chrome does not exist',
    );
  });
});
