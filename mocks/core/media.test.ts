// The videos of the fixtures are a real, short MP4 a phone can play (and seek: byte ranges).
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';

/** The top-level boxes of an MP4 file, in order. */
function boxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = view.getUint32(at);
    out.push(new TextDecoder().decode(bytes.subarray(at + 4, at + 8)));
    if (size < 8) break;
    at += size;
  }
  return out;
}

describe('videos', () => {
  it('should serve every listed video as an H.264 MP4 with its index before its data', async () => {
    const h = createHarness();
    const list = await h.ok('get', '/api/home/phone_video_api', { query: { page: 1 } });
    expect(list.data.length).toBeGreaterThan(0);
    for (const video of list.data) {
      const res = await h.send('GET', video.video_url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await res.arrayBuffer());
      // moov before mdat: playback starts before the whole file has arrived.
      expect(boxes(bytes).filter((b) => b === 'ftyp' || b === 'moov' || b === 'mdat')).toEqual([
        'ftyp',
        'moov',
        'mdat',
      ]);
      expect(new TextDecoder('latin1').decode(bytes)).toContain('avc1');
      expect(bytes.length).toBeLessThan(100_000);
    }
  });

  it('should answer a byte range with 206 and exactly those bytes', async () => {
    const h = createHarness();
    const whole = new Uint8Array(await (await h.send('GET', '/mock-assets/videos/x.mp4')).arrayBuffer());
    const size = whole.length;

    const part = await h.send('GET', '/mock-assets/videos/x.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(100, 200));

    const open = await h.send('GET', '/mock-assets/videos/x.mp4', { headers: { Range: 'bytes=0-' } });
    expect(open.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);

    const tail = await h.send('GET', '/mock-assets/videos/x.mp4', { headers: { Range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(size - 10));

    const beyond = await h.send('GET', '/mock-assets/videos/x.mp4', {
      headers: { Range: `bytes=${size}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  // Through the mock's photo worker, whose start takes seconds on a busy machine.
  it('should draw the poster images as 640 × 360 photos', { timeout: 30_000 }, async () => {
    const h = createHarness();
    const poster = await h.send('GET', '/mock-assets/videos/x.jpg');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = jpeg.decode(new Uint8Array(await poster.arrayBuffer()), { useTArray: true });
    expect([width, height]).toEqual([640, 360]);
  });
});
