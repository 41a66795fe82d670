#!/usr/bin/env node
// Draws the pictures that the official question library refers to and writes them to
// supabase/storage/question-media/official/<slug>/<file>.svg.
//
// Usage: node supabase/seed/generate-media.mjs
//
// The output is plain SVG with a white card behind it, so that it stays readable on a dark page and on a
// projector. Coordinates are rounded to two decimals to keep the files small, and nothing depends on the
// clock or on chance, so every run writes the same bytes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const outRoot = join(repoRoot, 'supabase', 'storage', 'question-media', 'official');

const INK = '#1F2937';
const PAPER = '#FFFFFF';
const ORANGE = '#FE691C';
const YELLOW = '#FCBB1C';
const LIGHT_YELLOW = '#FDE3A0';
const DARK_YELLOW = '#D99A00';
const BLUE = '#186DA8';
const LIGHT_BLUE = '#CFE6F7';
const GREEN = '#557B1F';
const LIGHT_GREEN = '#A9CF6B';
const RED = '#FE2602';
const SILVER = '#D5D9E0';
const COPPER = '#D9925B';

// ---------------------------------------------------------------------------------------------------------
// SVG building blocks

const num = (value) => {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
};

const escapeXml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const attributes = (attrs) =>
  Object.entries(attrs)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join(' ');

function tag(name, attrs, content) {
  return content === undefined
    ? `<${name} ${attributes(attrs)}/>`
    : `<${name} ${attributes(attrs)}>${content}</${name}>`;
}

// Shapes in a group inherit its style, which keeps pictures with many identical marks (clock ticks,
// thermometer scales) small.
const group = (attrs, shapes) => [`<g ${attributes(attrs)}>`, ...shapes.flat(Infinity), '</g>'];

const stroke = (color = INK, width = 4) => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
});
const DASHED = { 'stroke-dasharray': '8 7' };

const circle = (cx, cy, r, style) => tag('circle', { cx, cy, r, ...style });
const rect = (x, y, width, height, style) => tag('rect', { x, y, width, height, ...style });
const line = (x1, y1, x2, y2, style = {}) => tag('line', { x1, y1, x2, y2, ...style });
const path = (d, style) => tag('path', { d, ...style });
const pointList = (points) => points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
const polygon = (points, style) => tag('polygon', { points: pointList(points), ...style });

// A halo is a white outline drawn under the letters, which keeps a label readable where a line crosses it.
function text(
  x,
  y,
  content,
  { size = 24, weight = 'bold', anchor = 'middle', fill = INK, halo = false } = {},
) {
  return tag(
    'text',
    {
      x,
      y,
      'font-family': 'sans-serif',
      'font-size': size,
      'font-weight': weight,
      'text-anchor': anchor,
      'dominant-baseline': 'central',
      fill,
      ...(halo ? { ...stroke(PAPER, 6), 'paint-order': 'stroke' } : {}),
    },
    escapeXml(content),
  );
}

function svgDocument(width, height, shapes) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}">`,
    rect(0, 0, width, height, { rx: 12, fill: PAPER }),
    ...shapes.flat(Infinity),
    '</svg>',
    '',
  ].join('\n');
}

// Angles are clock angles: 0 degrees points to 12 o'clock and they grow clockwise, which is what both
// clock faces and compass roses want.
function polar(cx, cy, r, degrees) {
  const radians = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(radians), cy - r * Math.cos(radians)];
}

function arrow(x1, y1, x2, y2, { color = INK, width = 5, head = 16 } = {}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const back = (offset) => [x2 - head * Math.cos(angle + offset), y2 - head * Math.sin(angle + offset)];
  // The shaft stops short of the tip so its round cap does not poke through the arrowhead.
  const shaftEnd = [x2 - (head / 2) * Math.cos(angle), y2 - (head / 2) * Math.sin(angle)];
  return [
    line(x1, y1, shaftEnd[0], shaftEnd[1], stroke(color, width)),
    polygon([[x2, y2], back(0.45), back(-0.45)], { fill: color, ...stroke(color, 2) }),
  ];
}

const badge = (x, y, label) => [
  circle(x, y, 17, { fill: PAPER, ...stroke(INK, 3) }),
  text(x, y, label, { size: 20 }),
];

// Moves a set of points so that their bounding box sits in the middle of a size x size square.
function centred(points, size) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const dx = size / 2 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = size / 2 - (Math.min(...ys) + Math.max(...ys)) / 2;
  return points.map(([x, y]) => [x + dx, y + dy]);
}

// ---------------------------------------------------------------------------------------------------------
// Counting pictures

const counter = (x, y, fill = ORANGE, r = 16) => circle(x, y, r, { fill, ...stroke(INK, 3) });

function tenFrame(filled) {
  const cell = 70;
  const margin = 20;
  const shapes = [];
  for (let i = 0; i < 10; i += 1) {
    const x = margin + (i % 5) * cell;
    const y = margin + Math.floor(i / 5) * cell;
    shapes.push(rect(x, y, cell, cell, { fill: PAPER, ...stroke(INK, 4) }));
    if (i < filled) shapes.push(counter(x + cell / 2, y + cell / 2, ORANGE, 24));
  }
  return svgDocument(5 * cell + 2 * margin, 2 * cell + 2 * margin, shapes);
}

// Two groups side by side, in two colours, for "how many in all" questions.
function dotGroups(first, second) {
  const spacing = 44;
  const gap = 48;
  const margin = 40;
  const shapes = [];
  let x = margin;
  for (const [count, fill] of [
    [first, ORANGE],
    [second, BLUE],
  ]) {
    for (let i = 0; i < count; i += 1) shapes.push(counter(x + i * spacing, 60, fill));
    x += (count - 1) * spacing + gap + spacing;
  }
  return svgDocument(x - gap - spacing + margin, 120, shapes);
}

function dotArray(rows, cols) {
  const spacing = 48;
  const margin = 40;
  const shapes = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1)
      shapes.push(counter(margin + col * spacing, margin + row * spacing));
  }
  return svgDocument((cols - 1) * spacing + 2 * margin, (rows - 1) * spacing + 2 * margin, shapes);
}

function equalGroups(groups, each) {
  const ring = 58;
  const spacing = 2 * ring + 24;
  const shapes = [];
  for (let g = 0; g < groups; g += 1) {
    const cx = 20 + ring + g * spacing;
    shapes.push(circle(cx, 90, ring, { fill: LIGHT_BLUE, ...stroke(BLUE, 4) }));
    for (let i = 0; i < each; i += 1) {
      const [x, y] = each === 1 ? [cx, 90] : polar(cx, 90, 26, (i * 360) / each);
      shapes.push(counter(x, y, ORANGE, 14));
    }
  }
  return svgDocument(groups * spacing - 24 + 40, 180, shapes);
}

// ---------------------------------------------------------------------------------------------------------
// Fractions

function fractionCircle(parts, shaded) {
  const c = 120;
  const r = 100;
  const step = 360 / parts;
  const wedges = Array.from({ length: parts }, (_, i) => {
    const [x0, y0] = polar(c, c, r, i * step);
    const [x1, y1] = polar(c, c, r, (i + 1) * step);
    return path(`M${c} ${c} L${num(x0)} ${num(y0)} A${r} ${r} 0 0 1 ${num(x1)} ${num(y1)} Z`, {
      fill: i < shaded ? ORANGE : PAPER,
      ...stroke(INK, 4),
    });
  });
  return svgDocument(240, 240, wedges);
}

// Bars of the same length stacked under each other, so that fractions can be compared by eye.
function fractionBars(...bars) {
  const width = 360;
  const height = 60;
  const gap = 30;
  const margin = 20;
  const shapes = bars.map(([parts, shaded], row) =>
    Array.from({ length: parts }, (_, i) =>
      rect(margin + (i * width) / parts, margin + row * (height + gap), width / parts, height, {
        fill: i < shaded ? ORANGE : PAPER,
        ...stroke(INK, 4),
      }),
    ),
  );
  return svgDocument(width + 2 * margin, bars.length * (height + gap) - gap + 2 * margin, shapes);
}

const fractionBar = (parts, shaded) => fractionBars([parts, shaded]);

// ---------------------------------------------------------------------------------------------------------
// Clocks

function clockFace(hours, minutes) {
  const c = 120;
  const tick = (i, inner) => line(...polar(c, c, inner, i * 6), ...polar(c, c, 105, i * 6));
  const marks = Array.from({ length: 60 }, (_, i) => i);
  const ticks = [
    group(
      stroke(INK, 2),
      marks.filter((i) => i % 5 !== 0).map((i) => tick(i, 99)),
    ),
    group(
      stroke(INK, 4),
      marks.filter((i) => i % 5 === 0).map((i) => tick(i, 93)),
    ),
  ];
  const numerals = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(c, c, 75, (i + 1) * 30);
    return text(x, y, String(i + 1), { size: 24, halo: true });
  });
  const hand = (degrees, length, width, color) => {
    const [x, y] = polar(c, c, length, degrees);
    return line(c, c, x, y, stroke(color, width));
  };
  // The hour hand creeps between the numbers as the minutes pass, as on a real clock; children are taught
  // to read "half past" partly from that.
  const hourAngle = ((hours % 12) + minutes / 60) * 30;
  return svgDocument(240, 240, [
    circle(c, c, 112, { fill: PAPER, ...stroke(INK, 6) }),
    ticks,
    hand(hourAngle, 52, 11, INK),
    hand(minutes * 6, 88, 6, BLUE),
    // Numbers go over the hands so that the one a hand points at can still be read.
    numerals,
    circle(c, c, 9, { fill: INK }),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Flat shapes

const SHAPE_STYLE = { fill: YELLOW, ...stroke(INK, 5) };

function regularPolygon(sides) {
  const step = 360 / sides;
  // Start so that one side lies flat along the bottom, the way shapes are usually printed.
  const start = (180 + step / 2) % step;
  const corners = Array.from({ length: sides }, (_, i) => polar(0, 0, 96, start + i * step));
  return svgDocument(240, 240, [polygon(centred(corners, 240), SHAPE_STYLE)]);
}

const rectangleShape = () => svgDocument(240, 240, [rect(20, 70, 200, 100, SHAPE_STYLE)]);
const circleShape = () => svgDocument(240, 240, [circle(120, 120, 96, SHAPE_STYLE)]);

// ---------------------------------------------------------------------------------------------------------
// Solid shapes, drawn in cabinet projection (depth at half length, 45 degrees) with hidden edges dashed

const FRONT = { fill: YELLOW, ...stroke(INK, 4) };
const TOP = { fill: LIGHT_YELLOW, ...stroke(INK, 4) };
const SIDE = { fill: DARK_YELLOW, ...stroke(INK, 4) };
const HIDDEN = { fill: 'none', ...stroke(INK, 3), ...DASHED };

function prism(width, height, depth) {
  const offset = (depth / 2) * Math.SQRT1_2;
  const x = (240 - width - offset) / 2;
  const y = (240 - height + offset) / 2;
  return svgDocument(240, 240, [
    rect(x, y, width, height, FRONT),
    polygon(
      [
        [x, y],
        [x + offset, y - offset],
        [x + width + offset, y - offset],
        [x + width, y],
      ],
      TOP,
    ),
    polygon(
      [
        [x + width, y],
        [x + width + offset, y - offset],
        [x + width + offset, y + height - offset],
        [x + width, y + height],
      ],
      SIDE,
    ),
  ]);
}

function cylinder() {
  const [left, right, top, bottom, ry] = [50, 190, 50, 190, 22];
  const rx = (right - left) / 2;
  return svgDocument(240, 240, [
    path(
      `M${left} ${top} L${left} ${bottom} A${rx} ${ry} 0 0 0 ${right} ${bottom} L${right} ${top} Z`,
      FRONT,
    ),
    path(`M${left} ${bottom} A${rx} ${ry} 0 0 1 ${right} ${bottom}`, HIDDEN),
    tag('ellipse', { cx: 120, cy: top, rx, ry, ...TOP }),
  ]);
}

function cone() {
  const [left, right, base, apex, ry] = [40, 200, 188, 28, 24];
  const rx = (right - left) / 2;
  return svgDocument(240, 240, [
    path(`M${left} ${base} L120 ${apex} L${right} ${base} A${rx} ${ry} 0 0 1 ${left} ${base} Z`, FRONT),
    path(`M${left} ${base} A${rx} ${ry} 0 0 1 ${right} ${base}`, HIDDEN),
  ]);
}

function sphere() {
  return svgDocument(240, 240, [
    circle(120, 120, 94, FRONT),
    path('M26 120 A94 24 0 0 1 214 120', HIDDEN),
    path('M26 120 A94 24 0 0 0 214 120', { fill: 'none', ...stroke(INK, 3) }),
    tag('ellipse', { cx: 86, cy: 78, rx: 22, ry: 14, fill: LIGHT_YELLOW }),
  ]);
}

function squarePyramid() {
  const [frontLeft, frontRight, backRight, backLeft, apex] = [
    [36, 200],
    [156, 200],
    [204, 160],
    [84, 160],
    [122, 28],
  ];
  return svgDocument(240, 240, [
    polygon([frontLeft, frontRight, apex], FRONT),
    polygon([frontRight, backRight, apex], SIDE),
    tag('polyline', { points: pointList([frontLeft, backLeft, backRight]), ...HIDDEN }),
    line(...backLeft, ...apex, HIDDEN),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Money: US coins in their true relative sizes, each labelled with its value and name

const COINS = {
  penny: { value: '1¢', diameterMm: 19.05, fill: COPPER },
  nickel: { value: '5¢', diameterMm: 21.21, fill: SILVER },
  dime: { value: '10¢', diameterMm: 17.91, fill: SILVER },
  quarter: { value: '25¢', diameterMm: 24.26, fill: SILVER },
};

function coins(...names) {
  const pxPerMm = 4;
  const gap = 24;
  const margin = 28;
  const tallest = Math.max(...names.map((name) => COINS[name].diameterMm)) * pxPerMm;
  const cy = margin + tallest / 2;
  const shapes = [];
  let x = margin;
  for (const name of names) {
    const { value, diameterMm, fill } = COINS[name];
    const r = (diameterMm * pxPerMm) / 2;
    shapes.push(
      circle(x + r, cy, r, { fill, ...stroke(INK, 3) }),
      circle(x + r, cy, r - 6, { fill: 'none', ...stroke(INK, 1.5) }),
      text(x + r, cy, value, { size: 24 }),
      text(x + r, margin + tallest + 22, name, { size: 17, weight: 'normal' }),
    );
    x += 2 * r + gap;
  }
  return svgDocument(x - gap + margin, margin + tallest + 44, shapes);
}

// ---------------------------------------------------------------------------------------------------------
// Maps and diagrams

function compassRose({ west = 'W', pointer } = {}) {
  const c = 150;
  const kite = (degrees, length, width, fill) =>
    polygon(
      [
        [c, c],
        polar(c, c, width, degrees - 45),
        polar(c, c, length, degrees),
        polar(c, c, width, degrees + 45),
      ],
      { fill, ...stroke(INK, 3) },
    );
  const labels = [
    ['N', 0],
    ['E', 90],
    ['S', 180],
    [west, 270],
  ];
  return svgDocument(300, 300, [
    [45, 135, 225, 315].map((degrees) => kite(degrees, 58, 14, PAPER)),
    labels.map(([, degrees]) => kite(degrees, 100, 22, BLUE)),
    labels.map(([label, degrees]) => text(...polar(c, c, 124, degrees), label, { size: 30 })),
    pointer === undefined
      ? []
      : arrow(c, c, ...polar(c, c, 104, pointer), { color: ORANGE, width: 9, head: 26 }),
    circle(c, c, 7, { fill: INK }),
  ]);
}

function star(cx, cy, outer, inner) {
  const points = Array.from({ length: 10 }, (_, i) => polar(cx, cy, i % 2 === 0 ? outer : inner, i * 36));
  return polygon(points, { fill: ORANGE, ...stroke(INK, 3) });
}

function gridMap(columns, rows, starCell) {
  const cell = 70;
  const margin = 50;
  const starColumn = starCell.charCodeAt(0) - 'A'.charCodeAt(0);
  const starRow = Number(starCell.slice(1)) - 1;
  const shapes = [];
  for (let col = 0; col < columns; col += 1) {
    shapes.push(
      text(margin + col * cell + cell / 2, margin / 2, String.fromCharCode(65 + col), { size: 26 }),
    );
    for (let row = 0; row < rows; row += 1) {
      shapes.push(
        rect(margin + col * cell, margin + row * cell, cell, cell, { fill: PAPER, ...stroke(INK, 3) }),
      );
    }
  }
  for (let row = 0; row < rows; row += 1) {
    shapes.push(text(margin / 2, margin + row * cell + cell / 2, String(row + 1), { size: 26 }));
  }
  shapes.push(star(margin + starColumn * cell + cell / 2, margin + starRow * cell + cell / 2 + 2, 28, 12));
  return svgDocument(margin + columns * cell + 20, margin + rows * cell + 20, shapes);
}

function globeWithEquator() {
  const [cx, cy, r] = [160, 175, 115];
  return svgDocument(320, 350, [
    circle(cx, cy, r, { fill: LIGHT_BLUE, ...stroke(INK, 4) }),
    line(cx - r, cy, cx + r, cy, stroke(ORANGE, 7)),
    circle(cx, cy - r, 7, { fill: INK }),
    circle(cx, cy + r, 7, { fill: INK }),
    text(cx, cy - r - 26, 'North Pole', { size: 22 }),
    text(cx, cy + r + 26, 'South Pole', { size: 22 }),
  ]);
}

function sunWithRays(cx, cy, r) {
  const rays = Array.from({ length: 12 }, (_, i) =>
    line(...polar(cx, cy, r + 8, i * 30), ...polar(cx, cy, r + 22, i * 30), stroke(ORANGE, 5)),
  );
  return [rays, circle(cx, cy, r, { fill: YELLOW, ...stroke(ORANGE, 4) })];
}

// Sizes are ordered like the real planets but not to scale, or the inner planets would be invisible dots.
const PLANETS = [
  { r: 7, fill: '#9CA3AF' },
  { r: 11, fill: '#E8C872' },
  { r: 12, fill: '#2F7FCF' },
  { r: 9, fill: '#C8502A' },
  { r: 30, fill: '#D9A066' },
  { r: 24, fill: '#E3C16F', ring: 44 },
  { r: 17, fill: '#8FD3E0' },
  { r: 16, fill: '#3B5BDB' },
];

function planetsInOrder(circledPosition) {
  const cy = 100;
  const shapes = [circle(-60, cy, 128, { fill: YELLOW, ...stroke(ORANGE, 4) })];
  let cursor = 104;
  PLANETS.forEach(({ r, fill, ring }, index) => {
    const half = ring ?? r;
    const cx = cursor + half;
    const ringShape = (d) =>
      path(d, { fill: 'none', ...stroke(INK, 3), transform: `rotate(-15 ${num(cx)} ${cy})` });
    // Saturn's ring passes behind the planet on top and in front of it below.
    if (ring) shapes.push(ringShape(`M${num(cx - ring)} ${cy} A${ring} 9 0 0 1 ${num(cx + ring)} ${cy}`));
    shapes.push(circle(cx, cy, r, { fill, ...stroke(INK, 2) }));
    if (ring) shapes.push(ringShape(`M${num(cx - ring)} ${cy} A${ring} 9 0 0 0 ${num(cx + ring)} ${cy}`));
    if (index + 1 === circledPosition) {
      shapes.push(circle(cx, cy, half + 12, { fill: 'none', ...stroke(RED, 4), ...DASHED }));
    }
    cursor = cx + half + 28;
  });
  return svgDocument(cursor + 12, 200, shapes);
}

function dayAndNight() {
  const [ex, ey, er] = [370, 120, 82];
  return svgDocument(480, 240, [
    sunWithRays(72, 120, 40),
    [80, 120, 160].map((y) => arrow(150, y, 268, y, { color: ORANGE, width: 5 })),
    circle(ex, ey, er, { fill: LIGHT_BLUE }),
    path(`M${ex} ${ey - er} A${er} ${er} 0 0 1 ${ex} ${ey + er} Z`, { fill: '#1E2A4A' }),
    circle(ex, ey, er, { fill: 'none', ...stroke(INK, 4) }),
  ]);
}

function foodChain(...names) {
  const [width, height, gap, margin] = [150, 70, 70, 20];
  const shapes = names.map((name, i) => {
    const x = margin + i * (width + gap);
    return [
      rect(x, margin, width, height, { rx: 14, fill: LIGHT_YELLOW, ...stroke(INK, 4) }),
      text(x + width / 2, margin + height / 2, name, { size: 26 }),
      i + 1 < names.length
        ? arrow(x + width + 10, margin + height / 2, x + width + gap - 10, margin + height / 2)
        : [],
    ];
  });
  return svgDocument(names.length * (width + gap) - gap + 2 * margin, height + 2 * margin, shapes);
}

function cloud(cx, cy) {
  const puffs = [
    [-52, 10, 30],
    [-18, -12, 38],
    [24, -6, 34],
    [54, 12, 26],
    [0, 16, 30],
  ];
  // Stroked puffs first, then the same puffs unstroked on top, so that only the outer outline shows.
  return [
    puffs.map(([dx, dy, r]) => circle(cx + dx, cy + dy, r, { fill: SILVER, ...stroke(INK, 6) })),
    puffs.map(([dx, dy, r]) => circle(cx + dx, cy + dy, r, { fill: SILVER })),
  ];
}

function waterCycle() {
  const rain = [0, 1, 2, 3, 4].map((i) => line(372 + i * 22, 150, 362 + i * 22, 196, stroke(BLUE, 4)));
  return svgDocument(580, 380, [
    sunWithRays(74, 72, 38),
    path('M0 300 Q40 288 80 300 T160 300 T240 300 T320 300 L320 380 L0 380 Z', {
      fill: LIGHT_BLUE,
      ...stroke(BLUE, 4),
    }),
    text(120, 345, 'Ocean', { size: 24 }),
    path('M300 380 L300 300 Q360 210 460 214 Q540 220 580 250 L580 380 Z', {
      fill: LIGHT_GREEN,
      ...stroke(GREEN, 4),
    }),
    text(470, 320, 'Land', { size: 24 }),
    cloud(420, 100),
    rain,
    [0, 1, 2].map((i) => arrow(150 + i * 40, 282, 250 + i * 40, 150, { color: BLUE, width: 4, head: 14 })),
    arrow(420, 262, 330, 300, { color: BLUE, width: 5 }),
    badge(170, 196, '1'),
    badge(506, 56, '2'),
    badge(486, 176, '3'),
    badge(392, 300, '4'),
  ]);
}

function thermometerF(degrees) {
  const [tubeX, top, bottom] = [90, 50, 350];
  const y = (value) => bottom - (value / 100) * (bottom - top);
  const values = Array.from({ length: 51 }, (_, i) => i * 2);
  const tick = (value, length) => line(tubeX + 16, y(value), tubeX + 16 + length, y(value));
  const tens = values.filter((value) => value % 10 === 0);
  const ticks = [
    group(
      stroke(INK, 2),
      values.filter((value) => value % 10 !== 0).map((value) => tick(value, 11)),
    ),
    group(
      stroke(INK, 3),
      tens.map((value) => tick(value, 22)),
    ),
    tens.map((value) => text(tubeX + 46, y(value), String(value), { size: 18, anchor: 'start' })),
  ];
  return svgDocument(220, 420, [
    text(tubeX, 22, '°F', { size: 24 }),
    rect(tubeX - 12, top - 14, 24, bottom - top + 40, { rx: 12, fill: PAPER, ...stroke(INK, 4) }),
    rect(tubeX - 7, y(degrees), 14, bottom - y(degrees) + 30, { fill: RED }),
    circle(tubeX, bottom + 38, 26, { fill: RED, ...stroke(INK, 4) }),
    ticks,
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Which picture goes where. File names are the ones the library JSON files refer to in media.file.

const clocks = (...times) =>
  Object.fromEntries(
    times.map(([hours, minutes]) => [
      `clock-${hours}-${String(minutes).padStart(2, '0')}.svg`,
      () => clockFace(hours, minutes),
    ]),
  );

const MEDIA = {
  'addition-and-subtraction-facts': {
    'ten-frame-7.svg': () => tenFrame(7),
    'ten-frame-6.svg': () => tenFrame(6),
    'dots-5-and-3.svg': () => dotGroups(5, 3),
  },
  'multiplication-and-division': {
    'array-3-by-4.svg': () => dotArray(3, 4),
    'array-4-by-5.svg': () => dotArray(4, 5),
    'groups-4-of-3.svg': () => equalGroups(4, 3),
  },
  'fractions-with-pictures': {
    'three-quarters.svg': () => fractionCircle(4, 3),
    'one-half-circle.svg': () => fractionCircle(2, 1),
    'two-fifths-bar.svg': () => fractionBar(5, 2),
    'one-third-bar.svg': () => fractionBar(3, 1),
    'five-eighths-circle.svg': () => fractionCircle(8, 5),
    'four-sixths-bar.svg': () => fractionBar(6, 4),
    'two-thirds-circle.svg': () => fractionCircle(3, 2),
    'three-tenths-bar.svg': () => fractionBar(10, 3),
    'half-and-two-quarters.svg': () => fractionBars([2, 1], [4, 2]),
    'third-and-quarter.svg': () => fractionBars([3, 1], [4, 1]),
  },
  'telling-time': clocks(
    [3, 0],
    [7, 30],
    [9, 15],
    [12, 0],
    [4, 45],
    [2, 30],
    [10, 0],
    [6, 0],
    [1, 15],
    [5, 20],
    [11, 30],
  ),
  'shapes-2d-and-3d': {
    'triangle.svg': () => regularPolygon(3),
    'square.svg': () => regularPolygon(4),
    'pentagon.svg': () => regularPolygon(5),
    'hexagon.svg': () => regularPolygon(6),
    'octagon.svg': () => regularPolygon(8),
    'rectangle.svg': rectangleShape,
    'circle.svg': circleShape,
    'cube.svg': () => prism(120, 120, 120),
    'rectangular-prism.svg': () => prism(150, 80, 110),
    'cylinder.svg': cylinder,
    'cone.svg': cone,
    'sphere.svg': sphere,
    'square-pyramid.svg': squarePyramid,
  },
  'world-geography': {
    'compass-missing-west.svg': () => compassRose({ west: '?' }),
    'compass-northeast.svg': () => compassRose({ pointer: 45 }),
    'grid-map-c2.svg': () => gridMap(4, 4, 'C2'),
    'globe-equator.svg': globeWithEquator,
  },
  'animals-and-habitats': {
    'food-chain.svg': () => foodChain('Grass', 'Rabbit', 'Fox'),
  },
  'the-solar-system': {
    'planets-fourth-circled.svg': () => planetsInOrder(4),
    'planets-sixth-circled.svg': () => planetsInOrder(6),
    'day-and-night.svg': dayAndNight,
  },
  'weather-and-the-water-cycle': {
    'water-cycle.svg': waterCycle,
    'thermometer-70f.svg': () => thermometerF(70),
    'thermometer-30f.svg': () => thermometerF(30),
  },
  'money-and-coins': {
    'quarter-and-two-dimes.svg': () => coins('quarter', 'dime', 'dime'),
    'three-dimes-nickel-two-pennies.svg': () => coins('dime', 'dime', 'dime', 'nickel', 'penny', 'penny'),
    'four-quarters.svg': () => coins('quarter', 'quarter', 'quarter', 'quarter'),
    'two-nickels-three-pennies.svg': () => coins('nickel', 'nickel', 'penny', 'penny', 'penny'),
    'one-of-each-coin.svg': () => coins('quarter', 'dime', 'nickel', 'penny'),
  },
};

// Start from an empty folder so that a picture dropped from the list does not linger in storage.
rmSync(outRoot, { recursive: true, force: true });
let written = 0;
for (const [slug, files] of Object.entries(MEDIA)) {
  const folder = join(outRoot, slug);
  mkdirSync(folder, { recursive: true });
  for (const [file, draw] of Object.entries(files)) {
    const target = join(folder, file);
    const svg = draw();
    writeFileSync(target, svg);
    written += 1;
    console.log(`wrote ${relative(repoRoot, target)} (${Buffer.byteLength(svg)} bytes)`);
  }
}
console.log(`${written} pictures written`);
