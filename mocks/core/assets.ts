// Media of the fixtures: every /mock-assets/<folder>/<name>.<ext> image is a photo-like JPEG
// painted from its path (mocks/core/photo.ts: a real shop's sizes and weights, whatever the
// extension says), at the width a client asks for with `?w=<px>` (the natural size without it, as
// image hosts do; never larger); every video (/mock-assets/videos/<name>.mp4) is one short
// playable clip, mocks/media/check-video.mp4 (4 s, H.264 baseline, 52 KB; made with ffmpeg, see
// docs/mock.md), served with byte ranges as phones' players ask for them.
import { HttpResponse, http } from 'msw';
import { loadClip } from './clip';
import { photoSpec, requestedWidth } from './photo';
import { photoJpeg } from './photo-file';

/** The clip, whole or the byte range asked for (`Range: bytes=start-end`). */
export async function videoResponse(range: string | null): Promise<Response> {
  const clip = await loadClip();
  const headers = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
  };
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return new HttpResponse(clip, { headers });
  const size = clip.length;
  // `bytes=-500` is the last 500 bytes.
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end)
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    });
  return new HttpResponse(clip.slice(start, end + 1), {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
  });
}

export const assetHandler = http.get('*/mock-assets/*', async ({ request }) => {
  const url = new URL(request.url);
  if (/^\/mock-assets\/videos\/[^/]+\.mp4$/.test(url.pathname))
    return videoResponse(request.headers.get('range'));
  const bytes = await photoJpeg(photoSpec(url.pathname, requestedWidth(url.searchParams.get('w'))));
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
  });
});
