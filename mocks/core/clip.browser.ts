// The clip in the browser demo: a file of the demo build, fetched once (the worker lets the
// request through: no handler matches the build's own assets).
import clipUrl from '../media/check-video.mp4?url';
import type * as Node from './clip';

let clip: Promise<Uint8Array> | undefined;

export const loadClip: typeof Node.loadClip = () =>
  (clip ??= fetch(clipUrl)
    .then((res) => res.arrayBuffer())
    .then((bytes) => new Uint8Array(bytes)));
