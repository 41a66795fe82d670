#!/usr/bin/env node
// Draws the Quiz Coop logo mark, an egg-shaped hen in Barn Orange and Deep Yellow on a transparent
// background, and writes it to supabase/storage/assets/logo.png.
//
// Usage: node supabase/seed/generate-logo.mjs
//
// The PNG is encoded by hand with node:zlib so that the seed needs no image library. Every shape is a pure
// "is this point inside" test, sampled on a fixed 4x4 grid per pixel for smooth edges, so the file comes
// out byte-for-byte the same on every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const target = join(repoRoot, 'supabase', 'storage', 'assets', 'logo.png');

const SIZE = 256;
const SAMPLES = 4;

const BARN_ORANGE = [0xfe, 0x69, 0x1c];
const DEEP_YELLOW = [0xfc, 0xbb, 0x1c];
const EYE = [0x2b, 0x1b, 0x0e];
const WHITE = [0xff, 0xff, 0xff];

// ---------------------------------------------------------------------------------------------------------
// Shapes

const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

function ellipse(cx, cy, rx, ry, degrees = 0) {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  return (x, y) => {
    const u = (x - cx) * cos + (y - cy) * sin;
    const v = -(x - cx) * sin + (y - cy) * cos;
    return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
  };
}

// An ellipse whose width shrinks towards the top, which is what makes it read as an egg.
function egg(cx, cy, halfWidth, halfHeight, taper = 0.13) {
  return (x, y) => {
    const dy = (y - cy) / halfHeight;
    const width = halfWidth * (1 + taper * dy);
    return ((x - cx) / width) ** 2 + dy * dy <= 1;
  };
}

function triangle(a, b, c) {
  const side = ([x1, y1], [x2, y2], x, y) => (x - x2) * (y1 - y2) - (x1 - x2) * (y - y2);
  return (x, y) => {
    const d1 = side(a, b, x, y);
    const d2 = side(b, c, x, y);
    const d3 = side(c, a, x, y);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
  };
}

const union =
  (...shapes) =>
  (x, y) =>
    shapes.some((inside) => inside(x, y));

// Painted back to front: comb and feet first so that the body overlaps their inner ends.
const BODY = { cx: 124, cy: 140, halfWidth: 76, halfHeight: 94 };
const OUTLINE = 7;
const LAYERS = [
  { color: BARN_ORANGE, inside: union(circle(104, 48, 16), circle(124, 36, 19), circle(146, 44, 16)) },
  { color: BARN_ORANGE, inside: union(ellipse(100, 236, 17, 9), ellipse(148, 236, 17, 9)) },
  {
    color: BARN_ORANGE,
    inside: egg(BODY.cx, BODY.cy, BODY.halfWidth + OUTLINE, BODY.halfHeight + OUTLINE),
  },
  { color: DEEP_YELLOW, inside: egg(BODY.cx, BODY.cy, BODY.halfWidth, BODY.halfHeight) },
  { color: BARN_ORANGE, inside: ellipse(98, 166, 36, 23, -28) },
  {
    color: BARN_ORANGE,
    inside: triangle([180, 114], [228, 134], [180, 152]),
  },
  { color: EYE, inside: circle(158, 110, 11) },
  { color: WHITE, inside: circle(161, 106, 4) },
];

// ---------------------------------------------------------------------------------------------------------
// Rasterising

function render() {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  const weight = 1 / (SAMPLES * SAMPLES);
  for (let py = 0; py < SIZE; py += 1) {
    for (let px = 0; px < SIZE; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          let color;
          for (const layer of LAYERS) if (layer.inside(x, y)) color = layer.color;
          if (color) {
            r += color[0] * weight;
            g += color[1] * weight;
            b += color[2] * weight;
            a += weight;
          }
        }
      }
      const offset = (py * SIZE + px) * 4;
      // Colour was summed premultiplied by coverage; divide it back out for PNG's straight alpha.
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round(a * 255);
    }
  }
  return pixels;
}

// ---------------------------------------------------------------------------------------------------------
// PNG encoding

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(rgba, width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  // Bytes 10-12 stay 0: deflate compression, adaptive filtering, no interlace.

  // Each scanline is stored with the "Up" filter (difference from the row above), which turns the large flat
  // areas of the mark into runs of zeros that deflate packs very tightly.
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * (stride + 1);
    raw[rowStart] = 2;
    for (let i = 0; i < stride; i += 1) {
      const above = y > 0 ? rgba[(y - 1) * stride + i] : 0;
      raw[rowStart + 1 + i] = (rgba[y * stride + i] - above) & 0xff;
    }
  }

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = encodePng(render(), SIZE, SIZE);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, png);
console.log(`wrote ${relative(repoRoot, target)} (${SIZE}x${SIZE}, ${png.length} bytes)`);
