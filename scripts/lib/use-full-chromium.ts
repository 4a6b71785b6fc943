// Imported first by playwright.perf.config.ts, before the base config picks its browser: the tap
// timings are taken in Debian's Chromium, whose figures stand for a phone's browser, not in the
// functional tests' headless shell (docs/decisions/0027-browser-tests-in-headless-shell.md).
import { DEFAULT_CHROMIUM } from './chromium';

process.env.CHROMIUM_PATH ??= DEFAULT_CHROMIUM;
