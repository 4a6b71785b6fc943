// The one short video clip of the fixtures (mocks/media/check-video.mp4), read from disk under
// Node. The browser demo's build uses clip.browser.ts (vite.config.ts, demoMode).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIP_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../media/check-video.mp4');
let clip: Uint8Array | undefined;

export async function loadClip(): Promise<Uint8Array> {
  clip ??= new Uint8Array(readFileSync(CLIP_FILE));
  return clip;
}
