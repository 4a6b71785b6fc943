// Images of the fixtures: every /mock-assets/<folder>/<name>.<ext> is drawn on request as an SVG
// labelled with its name, so the shop has pictures without files or outside network.
import { HttpResponse, http } from 'msw';

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

export const assetHandler = http.get('*/mock-assets/*', ({ request }) => {
  const svg = drawImage(new URL(request.url).pathname);
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
});
