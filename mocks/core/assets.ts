// Media of the fixtures: every /mock-assets/<folder>/<name>.<ext> image is drawn on request as an
// SVG labelled with its name, so the shop has pictures without files or outside network; every
// video (/mock-assets/videos/<name>.mp4) is one short playable clip, mocks/media/check-video.mp4
// (4 s, H.264 baseline, 52 KB; made with ffmpeg, see docs/mock.md), served with byte ranges as
// phones' players ask for them.
import { HttpResponse, http } from 'msw';
import { loadClip } from './clip';

const PALETTE = ['#ff5a00', '#1677ff', '#00b578', '#7c3aed', '#eb2f96', '#fa8c16', '#13c2c2', '#2f54eb'];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const SIZES: Record<string, [number, number]> = {
  banners: [750, 360],
  videos: [640, 360],
  avatars: [120, 120],
  express: [120, 120],
};

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function drawImage(path: string): string {
  const [folder = 'misc', file = 'image'] = path.replace(/^\/mock-assets\//, '').split('/');
  const name = decodeURIComponent(file.replace(/\.[a-z0-9]+$/i, '')).replace(/[-_]/g, ' ');
  const [w, h] = SIZES[folder] ?? [400, 400];
  const color = PALETTE[hash(path) % PALETTE.length];
  const phone =
    folder === 'phones'
      ? `<rect x="${w * 0.34}" y="${h * 0.12}" width="${w * 0.32}" height="${h * 0.62}" rx="${w * 0.04}" fill="#fff" opacity="0.9"/><rect x="${w * 0.37}" y="${h * 0.17}" width="${w * 0.26}" height="${h * 0.5}" rx="${w * 0.01}" fill="${color}" opacity="0.35"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${color}"/>${phone}<text x="50%" y="${folder === 'phones' ? '88%' : '55%'}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(Math.min(w, h) / 10)}" fill="#fff">${escape(name)}</text></svg>`;
}

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

export const assetHandler = http.get('*/mock-assets/*', ({ request }) => {
  if (/^\/mock-assets\/videos\/[^/]+\.mp4$/.test(new URL(request.url).pathname))
    return videoResponse(request.headers.get('range'));
  const svg = drawImage(new URL(request.url).pathname);
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
});
