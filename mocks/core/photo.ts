// Photo-like pictures for the fixtures' image paths, painted pixel by pixel from the path alone
// (the same path gives the same picture on every machine, in Node and in the demo's browser). A
// shop's real photos weigh about 0.2 bytes a pixel as JPEG; flat placeholders weigh a tenth of
// that and flatter every loading figure. So each picture has what makes a camera photo heavy:
// soft light, shapes with edges, a textured surface and a fine grain. No text: a pixel font would
// add little and cost a font table.
import { createRandom, type Random } from './random';

/** What a path shows; each kind has its natural size and its look. */
export type PhotoKind = 'banner' | 'strip' | 'phone' | 'part' | 'review' | 'avatar' | 'logo' | 'poster';

/** Natural size (px) of each kind: what a shop's image host keeps as the original. */
export const NATURAL: Record<PhotoKind, readonly [number, number]> = {
  banner: [750, 375],
  strip: [750, 200],
  phone: [800, 800],
  part: [800, 800],
  review: [960, 1280],
  avatar: [200, 200],
  logo: [200, 200],
  poster: [640, 360],
};

/** The narrowest picture served: below it a thumbnail is a few hundred bytes of headers. */
export const MIN_WIDTH = 16;

export interface PhotoSpec {
  kind: PhotoKind;
  /** The path the picture is drawn from (no query): the seed. */
  seed: string;
  width: number;
  height: number;
}

/** The kind of picture a /mock-assets/<folder>/<file> path stands for. */
export function kindOf(pathname: string): PhotoKind {
  const [folder = '', file = ''] = pathname.replace(/^.*\/mock-assets\//, '').split('/');
  if (folder === 'banners') return file.startsWith('activity-') ? 'strip' : 'banner';
  if (folder === 'phones') return file.startsWith('brand-') ? 'logo' : 'phone';
  if (folder === 'parts') return 'part';
  if (folder === 'reviews') return 'review';
  if (folder === 'avatars') return 'avatar';
  if (folder === 'express') return 'logo';
  if (folder === 'videos') return 'poster';
  return 'part';
}

/**
 * The picture for `pathname` at `width` px wide (the `w` a client asks for), keeping the natural
 * aspect; a width above the natural one gets the natural size, as image hosts do (no upscaling).
 */
export function photoSpec(pathname: string, width?: number): PhotoSpec {
  const kind = kindOf(pathname);
  const [nw, nh] = NATURAL[kind];
  const w =
    width === undefined || !Number.isFinite(width)
      ? nw
      : Math.max(MIN_WIDTH, Math.min(nw, Math.round(width)));
  return { kind, seed: pathname, width: w, height: Math.max(1, Math.round((w * nh) / nw)) };
}

/** Parses `?w=` as image hosts do: a positive integer, anything else means the natural size. */
export function requestedWidth(value: string | null): number | undefined {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

type Rgb = readonly [number, number, number];

/** Shapes in the picture's own units: x and y from 0 to 1 across its width and height. */
interface Shape {
  /** Rounded rectangle (r > 0) or ellipse (round). */
  round: boolean;
  cx: number;
  cy: number;
  hw: number;
  hh: number;
  r: number;
  top: Rgb;
  bottom: Rgb;
  alpha: number;
}

const HUES: readonly Rgb[] = [
  [255, 90, 0],
  [22, 119, 255],
  [0, 181, 120],
  [124, 58, 237],
  [235, 47, 150],
  [250, 140, 22],
  [19, 194, 194],
  [47, 84, 235],
  [120, 120, 128],
  [30, 30, 36],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const light = (c: Rgb, t: number): Rgb => mix(c, [255, 255, 255], t);
const dark = (c: Rgb, t: number): Rgb => mix(c, [0, 0, 0], t);

function rect(
  cx: number,
  cy: number,
  hw: number,
  hh: number,
  r: number,
  top: Rgb,
  bottom = top,
  alpha = 1,
): Shape {
  return { round: false, cx, cy, hw, hh, r, top, bottom, alpha };
}
function ellipse(cx: number, cy: number, hw: number, hh: number, top: Rgb, bottom = top, alpha = 1): Shape {
  return { round: true, cx, cy, hw, hh, r: 0, top, bottom, alpha };
}

/** A phone seen from the front (screen on) or the back (camera block), about `size` tall. */
function phoneShapes(r: Random, cx: number, cy: number, hh: number, aspect: number, body: Rgb): Shape[] {
  const hw = (hh * 0.48) / aspect;
  const shapes = [
    rect(cx + hw * 0.08, cy + hh * 0.05, hw, hh, hw * 0.22, dark(body, 0.5), dark(body, 0.7), 0.35),
  ];
  shapes.push(rect(cx, cy, hw, hh, hw * 0.2, light(body, 0.25), dark(body, 0.15)));
  if (r.chance(0.5)) {
    // Screen on: a wallpaper, a row of status icons and a grid of app icons.
    const screen: Rgb = HUES[r.int(0, 7)];
    const sw = hw * 0.9;
    const sh = hh * 0.94;
    shapes.push(
      rect(cx, cy, sw, sh, hw * 0.14, light(screen, 0.2), dark(mix(screen, HUES[r.int(0, 7)], 0.6), 0.2)),
    );
    shapes.push(
      ellipse(
        cx - sw * 0.3,
        cy + sh * 0.3,
        sw * 0.7,
        (sw * 0.7 * aspect) / 1,
        light(screen, 0.5),
        screen,
        0.5,
      ),
    );
    shapes.push(rect(cx - sw * 0.7, cy - sh * 0.92, sw * 0.12, sh * 0.02, 0.002, [255, 255, 255]));
    const icon = sw * 0.16;
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 4; col++)
        shapes.push(
          rect(
            cx - sw * 0.66 + col * sw * 0.44,
            cy - sh * 0.7 + row * sh * 0.3,
            icon,
            icon * aspect,
            icon * 0.3,
            light(HUES[r.int(0, 9)], 0.25),
            HUES[r.int(0, 9)],
          ),
        );
  } else {
    const lens = hw * 0.24;
    shapes.push(
      rect(
        cx - hw * 0.45,
        cy - hh * 0.62,
        hw * 0.42,
        hh * 0.28,
        hw * 0.12,
        dark(body, 0.35),
        dark(body, 0.5),
      ),
    );
    for (const [dx, dy] of [
      [-0.62, -0.75],
      [-0.62, -0.5],
      [-0.28, -0.62],
    ])
      shapes.push(ellipse(cx + hw * dx, cy + hh * dy, lens, lens * aspect, [40, 40, 48], [10, 10, 14]));
  }
  return shapes;
}

/** The shapes of a picture: its background colours and what stands on it. */
function compose(
  spec: PhotoSpec,
  r: Random,
): { from: Rgb; to: Rgb; angle: number; shapes: Shape[]; texture: number; grain: number } {
  const aspect = spec.width / spec.height;
  const base = HUES[r.int(0, 7)];
  const second = HUES[r.int(0, 9)];
  const angle = r.next() * Math.PI * 2;
  const shapes: Shape[] = [];
  // Out-of-focus light in the background ("bokeh"): soft discs.
  const bokeh = spec.kind === 'logo' ? 0 : r.int(3, 7);
  for (let i = 0; i < bokeh; i++) {
    const s = 0.1 + r.next() * 0.35;
    shapes.push(
      ellipse(
        r.next(),
        r.next(),
        s / Math.max(1, aspect),
        s * Math.min(1, aspect),
        light(HUES[r.int(0, 7)], 0.5),
        light(base, 0.3),
        0.25 + r.next() * 0.3,
      ),
    );
  }
  switch (spec.kind) {
    case 'banner':
    case 'strip': {
      const hh = spec.kind === 'banner' ? 0.36 : 0.4;
      shapes.push(...phoneShapes(r, 0.72, 0.52, hh, aspect, HUES[r.int(0, 9)]));
      shapes.push(...phoneShapes(r, 0.84, 0.56, hh * 0.85, aspect, HUES[r.int(0, 9)]));
      // Where a real banner has its slogan: a light panel and bars of "text".
      shapes.push(rect(0.27, 0.5, 0.2, 0.3, 0.02, light(base, 0.85), light(base, 0.7), 0.8));
      for (let i = 0; i < 3; i++)
        shapes.push(rect(0.24 - i * 0.02, 0.34 + i * 0.14, 0.14 - i * 0.03, 0.035, 0.01, dark(base, 0.3)));
      return { from: light(base, 0.15), to: dark(second, 0.2), angle, shapes, texture: 10, grain: 10 };
    }
    case 'phone':
      shapes.push(rect(0.5, 0.9, 0.45, 0.08, 0.02, [236, 236, 240], [210, 210, 216], 0.9));
      shapes.push(...phoneShapes(r, 0.5, 0.48, 0.36, aspect, HUES[r.int(0, 9)]));
      return { from: [246, 246, 248], to: light(base, 0.55), angle, shapes, texture: 12, grain: 9 };
    case 'part': {
      const c = HUES[r.int(0, 9)];
      shapes.push(
        rect(0.5, 0.55, 0.22 + r.next() * 0.1, 0.16 + r.next() * 0.12, 0.06, light(c, 0.3), dark(c, 0.25)),
      );
      shapes.push(ellipse(0.5, 0.3, 0.12, 0.06, light(c, 0.5), c));
      shapes.push(rect(0.5, 0.42, 0.04, 0.12, 0.01, [220, 220, 225], [170, 170, 180]));
      return { from: [248, 248, 250], to: light(base, 0.6), angle, shapes, texture: 12, grain: 9 };
    }
    case 'review': {
      // A photo on a table: wood-like ground, the phone on it, a hand's shadow.
      shapes.push(rect(0.5, 0.8, 0.6, 0.3, 0, [168, 120, 80], [120, 82, 50]));
      shapes.push(...phoneShapes(r, 0.45 + r.next() * 0.1, 0.55, 0.3, aspect, HUES[r.int(0, 9)]));
      shapes.push(ellipse(0.9, 0.9, 0.25, 0.2, [30, 20, 10], [30, 20, 10], 0.3));
      return { from: light(base, 0.4), to: dark(second, 0.1), angle, shapes, texture: 14, grain: 11 };
    }
    case 'avatar': {
      const skin: Rgb = [238, 200, 170];
      shapes.push(ellipse(0.5, 1.02, 0.38, 0.3, HUES[r.int(0, 9)], dark(HUES[r.int(0, 9)], 0.3)));
      shapes.push(ellipse(0.5, 0.46, 0.19, 0.23, light(skin, 0.1), dark(skin, 0.1)));
      shapes.push(ellipse(0.5, 0.3, 0.21, 0.12, [50, 40, 35], [30, 24, 20]));
      return { from: light(base, 0.5), to: light(second, 0.2), angle, shapes, texture: 10, grain: 8 };
    }
    case 'logo': {
      shapes.push(ellipse(0.5, 0.5, 0.36, 0.36, base, dark(base, 0.2)));
      shapes.push(rect(0.5, 0.5, 0.16, 0.05, 0.02, [255, 255, 255]));
      shapes.push(rect(0.5, 0.5, 0.05, 0.16, 0.02, [255, 255, 255]));
      return { from: [255, 255, 255], to: [246, 246, 248], angle, shapes, texture: 2, grain: 2 };
    }
    case 'poster':
      shapes.push(...phoneShapes(r, 0.5, 0.5, 0.38, aspect, HUES[r.int(0, 9)]));
      shapes.push(rect(0.5, 0.5, 0.5, 0.5, 0, [0, 0, 0], [0, 0, 0], 0.15));
      return { from: light(base, 0.2), to: dark(second, 0.4), angle, shapes, texture: 12, grain: 10 };
  }
}

/** A repeatable hash of a pixel and a seed, 0..1. */
function noise(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + seed;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth noise on a grid of `cell` px: a surface's texture, not a pixel's grain. */
function valueNoise(x: number, y: number, cell: number, seed: number): number {
  const gx = x / cell;
  const gy = y / cell;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const tx = gx - x0;
  const ty = gy - y0;
  const sx = tx * tx * (3 - 2 * tx);
  const sy = ty * ty * (3 - 2 * ty);
  // The grid wraps at the tile's edge, so the tile repeats without a seam.
  const n = TILE / cell;
  const x1 = (x0 + 1) % n;
  const y1 = (y0 + 1) % n;
  const a = noise(x0, y0, seed);
  const b = noise(x1, y0, seed);
  const c = noise(x0, y1, seed);
  const d = noise(x1, y1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

const TILE = 384;
let tiles: { surface: Float32Array; grain: Float32Array } | undefined;

/**
 * A surface's texture (two scales of smooth noise) and a fine grain, -0.5..0.5, on one tile that
 * every picture samples at its own offset: a hash per pixel per picture cost seconds a banner.
 */
function textureTiles() {
  if (tiles) return tiles;
  const surface = new Float32Array(TILE * TILE);
  const grain = new Float32Array(TILE * TILE);
  for (let y = 0; y < TILE; y++)
    for (let x = 0; x < TILE; x++) {
      const i = y * TILE + x;
      surface[i] = (valueNoise(x, y, 48, 7) - 0.5) * 1.4 + (valueNoise(x, y, 8, 11) - 0.5);
      grain[i] = noise(x, y, 13) - 0.5;
    }
  tiles = { surface, grain };
  return tiles;
}

/** A shape in pixels, with the box outside which it paints nothing. */
interface Placed extends Shape {
  px: number;
  py: number;
  pw: number;
  ph: number;
  rad: number;
  soft: boolean;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function place(s: Shape, width: number, height: number): Placed {
  const px = s.cx * width;
  const py = s.cy * height;
  const pw = s.hw * width;
  const ph = s.hh * height;
  return {
    ...s,
    px,
    py,
    pw,
    ph,
    rad: Math.min(s.r * width, pw, ph),
    soft: s.round && s.alpha < 1,
    x0: px - pw - 1,
    x1: px + pw + 1,
    y0: py - ph - 1,
    y1: py + ph + 1,
  };
}

/** How far inside a shape a pixel's centre is, in px (negative outside): edges one pixel soft. */
function inside(s: Placed, x: number, y: number): number {
  const dx = Math.abs(x - s.px);
  const dy = Math.abs(y - s.py);
  if (s.round) {
    const ex = dx / s.pw;
    const ey = dy / s.ph;
    return (1 - Math.sqrt(ex * ex + ey * ey)) * Math.min(s.pw, s.ph);
  }
  const qx = dx - (s.pw - s.rad);
  const qy = dy - (s.ph - s.rad);
  const ox = qx > 0 ? qx : 0;
  const oy = qy > 0 ? qy : 0;
  return s.rad - (Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0));
}

/** The picture's pixels, RGBA, row by row (what ImageData and JPEG encoders take). */
export function paintPhoto(spec: PhotoSpec): Uint8ClampedArray<ArrayBuffer> {
  const { width, height } = spec;
  const r = createRandom(spec.seed);
  const scene = compose(spec, r);
  const out = new Uint8ClampedArray(width * height * 4);
  const ca = Math.cos(scene.angle);
  const sa = Math.sin(scene.angle);
  // Texture is per pixel of the original, so a smaller picture is that photo scaled down.
  const scale = NATURAL[spec.kind][0] / width;
  const { surface: surfaceTile, grain: grainTile } = textureTiles();
  const ox = Math.floor(r.next() * TILE);
  const oy = Math.floor(r.next() * TILE);
  const ax = Math.floor(r.next() * TILE);
  const shapes = scene.shapes.map((s) => place(s, width, height));
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    const v = py / height;
    // Only the shapes this row crosses: a phone's screen has some thirty.
    const row = shapes.filter((s) => py >= s.y0 && py <= s.y1);
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const u = px / width;
      const t = Math.min(1, Math.max(0, 0.5 + ((u - 0.5) * ca + (v - 0.5) * sa) * 0.9));
      let cr = scene.from[0] + (scene.to[0] - scene.from[0]) * t;
      let cg = scene.from[1] + (scene.to[1] - scene.from[1]) * t;
      let cb = scene.from[2] + (scene.to[2] - scene.from[2]) * t;
      for (const s of row) {
        if (px < s.x0 || px > s.x1) continue;
        const d = inside(s, px, py);
        if (d <= -1) continue;
        // Translucent discs fade out towards their rim (out-of-focus light); the rest have crisp edges.
        const edge = s.soft ? d / (0.5 * Math.min(s.pw, s.ph)) : d + 1;
        const a = s.alpha * Math.min(1, edge);
        if (a <= 0) continue;
        const k = Math.min(1, Math.max(0, (py - (s.py - s.ph)) / (2 * s.ph)));
        cr += (s.top[0] + (s.bottom[0] - s.top[0]) * k - cr) * a;
        cg += (s.top[1] + (s.bottom[1] - s.top[1]) * k - cg) * a;
        cb += (s.top[2] + (s.bottom[2] - s.top[2]) * k - cb) * a;
      }
      const surface =
        surfaceTile[(Math.floor(py * scale + oy) % TILE) * TILE + (Math.floor(px * scale + ox) % TILE)] *
        scene.texture;
      const grain = grainTile[((y + ax) % TILE) * TILE + ((x * 7 + ax) % TILE)] * scene.grain * 2;
      // Light falls off towards the corners, as through a lens.
      const vignette = 1 - 0.18 * ((u - 0.5) ** 2 + (v - 0.5) ** 2) * 2;
      const i = (y * width + x) * 4;
      out[i] = (cr + surface + grain) * vignette;
      out[i + 1] = (cg + surface + grain * 0.9) * vignette;
      out[i + 2] = (cb + surface + grain * 1.1) * vignette;
      out[i + 3] = 255;
    }
  }
  return out;
}
