import type { Random } from './prng';

/** Drawing primitives shared by the exterior and interior illustrations (800 x 600 SVG). */
export const W = 800;
export const H = 600;

export const PALETTE = {
  brick: ['#a0522d', '#b5533c', '#8b3a2b', '#9c4a32', '#c06a45', '#d2b27c'],
  render: ['#efe6d2', '#f4f1ea', '#e8dcc4', '#dfe6e9', '#f2e2c4', '#e9d8cf'],
  stone: ['#b9b4aa', '#c8bfae', '#a89f91'],
  roof: ['#4a4f57', '#5a5f66', '#8c3b2a', '#6e3b2e', '#3e4349'],
  door: ['#1f3a5f', '#2f5d3a', '#8b1e2d', '#222222', '#5b4a8b', '#c99a1a', '#2c6e6a', '#7a8b99'],
  frame: ['#ffffff', '#f5f5f0', '#2b2b2b', '#e8e4da'],
  leaf: ['#3f7d3a', '#4e8f45', '#2f6b34', '#5a9a4a'],
  wall: ['#f3efe6', '#e9eef2', '#efe3d3', '#dde5dc', '#f1e6e0', '#e4e0ea'],
  fabric: ['#3d5a80', '#98c1d9', '#ee6c4d', '#6b8f71', '#c9ada7', '#8d6a9f', '#e0a458', '#4a4e69'],
  wood: ['#b07d4f', '#c49a6c', '#8a5a3b', '#d8b48a'],
};

export const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${fill}" ${extra}/>`;
}

export function poly(points: [number, number][], fill: string, extra = '') {
  return `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = '') {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}" ${extra}/>`;
}

export function svgDocument(defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/** Brick courses drawn over a base colour, as a pattern the walls fill with. */
export function brickPattern(id: string, colour: string) {
  return `<pattern id="${id}" width="28" height="14" patternUnits="userSpaceOnUse"><rect width="28" height="14" fill="${colour}"/><path d="M0 0.5H28M0 7.5H28M14 0V7M0 7V14M28 7V14" stroke="rgba(255,255,255,0.22)" stroke-width="1"/></pattern>`;
}

/** Sky by time of day, with a sun or clouds, and a far line of trees or hills. */
export function sky(random: Random, horizon: number) {
  const moods = [
    ['#6fb1e6', '#cfe8f7'],
    ['#87bde8', '#e7f3fb'],
    ['#f4a582', '#fde6c8'],
    ['#9aa9b8', '#dde3e8'],
    ['#5aa0dc', '#bfe0f5'],
  ];
  const [top, bottom] = random.pick(moods);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  let body = rect(0, 0, W, horizon + 40, 'url(#sky)');
  if (top !== '#9aa9b8' && random.chance(0.6))
    body += circle(random.int(80, 720), random.int(60, 130), random.int(28, 40), '#fff4c2', 'opacity="0.9"');
  for (let i = 0; i < random.int(1, 4); i++)
    body += cloud(random.int(40, 760), random.int(40, 160), random.between(0.7, 1.4));
  const hills: [number, number][] = [[0, horizon]];
  for (let x = 0; x <= W; x += 80) hills.push([x, horizon - random.int(10, 45)]);
  hills.push([W, horizon]);
  body += poly(hills, random.pick(['#7fa37a', '#8fb38a', '#6d9470']), 'opacity="0.7"');
  return { defs, body };
}

export function cloud(x: number, y: number, scale: number) {
  const s = (n: number) => n * scale;
  const white = '#ffffff';
  const puffs =
    circle(x, y, s(22), white) +
    circle(x + s(24), y - s(10), s(26), white) +
    circle(x + s(50), y, s(20), white);
  return `<g opacity="0.85">${puffs}${rect(x, y, s(50), s(18), white)}</g>`;
}

export function ground(random: Random, horizon: number) {
  const grass = random.pick(['#6aa84f', '#78b159', '#5e9a48']);
  return `${rect(0, horizon, W, H - horizon, grass)}${rect(0, H - 60, W, 60, '#b8b3aa')}${rect(0, H - 62, W, 4, '#9d978c')}`;
}

export function tree(x: number, baseY: number, size: number, random: Random) {
  const leaf = random.pick(PALETTE.leaf);
  const trunk = rect(x - size * 0.08, baseY - size * 0.9, size * 0.16, size * 0.9, '#6b4a2f');
  const crown = [
    circle(x, baseY - size * 1.15, size * 0.55, leaf),
    circle(x - size * 0.35, baseY - size * 0.9, size * 0.4, leaf),
    circle(x + size * 0.35, baseY - size * 0.92, size * 0.42, leaf),
  ].join('');
  return trunk + crown;
}

export function hedge(x: number, y: number, w: number, h: number, random: Random) {
  return rect(x, y, w, h, random.pick(PALETTE.leaf), `rx="${fmt(h / 2)}"`);
}

export function flowers(x: number, y: number, w: number, random: Random) {
  const colours = ['#e63946', '#f4a261', '#ffb4c8', '#ffffff', '#9b5de5', '#ffd166'];
  let out = '';
  for (let i = 0; i < Math.floor(w / 9); i++)
    out += circle(x + i * 9 + random.int(0, 4), y + random.int(-4, 4), 3.2, random.pick(colours));
  return out;
}

export type Bars = 'sash' | 'cross' | 'none' | 'leaded';

/** A window: frame, glass with a reflection, glazing bars and a sill. */
export function windowPane(x: number, y: number, w: number, h: number, frame: string, bars: Bars = 'sash') {
  const glass = rect(x + 4, y + 4, w - 8, h - 8, '#9cc3dc');
  const shine = poly(
    [
      [x + 6, y + h - 10],
      [x + w * 0.45, y + 6],
      [x + w * 0.6, y + 6],
      [x + 6, y + h * 0.9],
    ],
    '#ffffff',
    'opacity="0.25"',
  );
  let lines = '';
  if (bars === 'sash' || bars === 'cross') lines += rect(x + 2, y + h / 2 - 2, w - 4, 4, frame);
  if (bars === 'cross') lines += rect(x + w / 2 - 2, y + 2, 4, h - 4, frame);
  if (bars === 'leaded') {
    for (let i = 1; i < 4; i++) lines += rect(x + (w * i) / 4 - 1, y + 2, 2, h - 4, '#555');
    for (let i = 1; i < 4; i++) lines += rect(x + 2, y + (h * i) / 4 - 1, w - 4, 2, '#555');
  }
  const sill = rect(x - 4, y + h, w + 8, 6, '#e6e2d8');
  return `${rect(x, y, w, h, frame)}${glass}${shine}${lines}${sill}`;
}

/** A front door with optional fanlight, step and knocker. */
export function door(x: number, y: number, w: number, h: number, colour: string, fanlight = false) {
  let out = rect(x - 5, y - 5, w + 10, h + 5, '#f2efe8');
  if (fanlight) out += rect(x, y - 26, w, 20, '#9cc3dc') + rect(x - 5, y - 31, w + 10, 5, '#f2efe8');
  out += rect(x, y, w, h, colour);
  out +=
    rect(x + 8, y + 10, w - 16, h * 0.35, 'rgba(0,0,0,0.12)') +
    rect(x + 8, y + h * 0.5, w - 16, h * 0.4, 'rgba(0,0,0,0.12)');
  out += circle(x + w - 10, y + h * 0.55, 3, '#d4af37');
  out += rect(x - 10, y + h, w + 20, 8, '#cfcac0');
  return out;
}
