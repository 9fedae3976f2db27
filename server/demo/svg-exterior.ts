import type { ExteriorKind } from './image-pool';
import type { Random } from './prng';
import {
  type Bars,
  brickPattern,
  circle,
  door,
  flowers,
  ground,
  H,
  hedge,
  PALETTE,
  poly,
  rect,
  sky,
  svgDocument,
  tree,
  W,
  windowPane,
} from './svg-kit';

/** Street-front illustrations of each kind of home, varied by colours, roofs, windows and gardens. */

const BASE = 480;
const HORIZON = 360;

interface Facade {
  x: number;
  w: number;
  storeys: number;
  storeyH: number;
  wall: string;
  frame: string;
  doorColour: string;
  doorAt: 'left' | 'right' | 'centre' | 'none';
  perFloor: number;
  bay: boolean;
  bars: Bars;
}

/** Walls, windows and door of one home's front (the roof is drawn by the caller). */
function facade(f: Facade) {
  const top = BASE - f.storeys * f.storeyH;
  let out = rect(f.x, top, f.w, f.storeys * f.storeyH, f.wall);
  const doorW = 46;
  const doorX =
    f.doorAt === 'left'
      ? f.x + 22
      : f.doorAt === 'right'
        ? f.x + f.w - 22 - doorW
        : f.x + f.w / 2 - doorW / 2;
  for (let floor = 0; floor < f.storeys; floor++) {
    const y = BASE - (floor + 1) * f.storeyH + f.storeyH * 0.22;
    const h = f.storeyH * 0.52;
    const slots = f.perFloor;
    for (let i = 0; i < slots; i++) {
      const slotW = f.w / slots;
      const wx = f.x + slotW * i + slotW * 0.22;
      const ww = slotW * 0.56;
      const overDoor = floor === 0 && f.doorAt !== 'none' && wx < doorX + doorW + 6 && wx + ww > doorX - 6;
      if (overDoor) continue;
      if (floor === 0 && f.bay && i === (f.doorAt === 'left' ? slots - 1 : 0)) {
        out += poly(
          [
            [wx - 14, BASE],
            [wx - 14, y - 4],
            [wx + ww + 14, y - 4],
            [wx + ww + 14, BASE],
          ],
          f.wall,
          'stroke="rgba(0,0,0,0.15)"',
        );
        out += rect(wx - 18, y - 12, ww + 36, 10, '#5a5f66');
      }
      out += windowPane(wx, y, ww, h, f.frame, f.bars);
    }
  }
  if (f.doorAt !== 'none') out += door(doorX, BASE - 92, doorW, 92, f.doorColour, f.storeyH > 110);
  return out;
}

function gable(x: number, w: number, top: number, peak: number, colour: string) {
  return poly(
    [
      [x - 16, top],
      [x + w + 16, top],
      [x + w / 2, top - peak],
    ],
    colour,
  );
}

function hipped(x: number, w: number, top: number, peak: number, colour: string) {
  return poly(
    [
      [x - 16, top],
      [x + w + 16, top],
      [x + w - peak * 0.9, top - peak],
      [x + peak * 0.9, top - peak],
    ],
    colour,
  );
}

function chimney(x: number, roofY: number, colour: string) {
  return (
    rect(x, roofY - 58, 30, 62, colour) +
    rect(x - 4, roofY - 62, 38, 8, '#7a7a7a') +
    rect(x + 5, roofY - 74, 8, 12, '#b5533c') +
    rect(x + 17, roofY - 74, 8, 12, '#b5533c')
  );
}

function wallFill(random: Random, defs: string[], id: string): string {
  if (random.chance(0.55)) {
    defs.push(brickPattern(id, random.pick(PALETTE.brick)));
    return `url(#${id})`;
  }
  return random.pick(PALETTE.render);
}

function frontGarden(random: Random, fromX: number, toX: number) {
  let out = '';
  if (random.chance(0.5)) out += hedge(fromX, BASE + 18, toX - fromX, 26, random);
  else
    out +=
      rect(fromX, BASE + 30, toX - fromX, 16, '#c9c2b5') + rect(fromX, BASE + 26, toX - fromX, 5, '#ddd6c8');
  out += flowers(fromX + 10, BASE + 12, Math.min(160, toX - fromX - 20), random);
  return out;
}

type Scene = { defs: string[]; body: string };

function detached(random: Random, s: Scene) {
  const garage = random.chance(0.5);
  const w = random.int(380, 450);
  const x = (W - w) / 2 - (garage ? 60 : 0);
  const storeyH = 112;
  const wall = wallFill(random, s.defs, 'wall');
  const roof = random.pick(PALETTE.roof);
  const top = BASE - 2 * storeyH;
  s.body += chimney(x + w * random.pick([0.15, 0.75]), top - 30, '#8b3a2b');
  s.body += (random.chance(0.5) ? gable : hipped)(x, w, top, random.int(95, 125), roof);
  s.body += facade({
    x,
    w,
    storeys: 2,
    storeyH,
    wall,
    frame: random.pick(PALETTE.frame),
    doorColour: random.pick(PALETTE.door),
    doorAt: 'centre',
    perFloor: 3,
    bay: random.chance(0.5),
    bars: random.pick(['sash', 'cross', 'none'] as Bars[]),
  });
  if (garage) {
    s.body += rect(x + w, BASE - 105, 130, 105, wall) + rect(x + w - 6, BASE - 115, 142, 12, roof);
    s.body +=
      rect(x + w + 15, BASE - 85, 100, 85, '#e6e6e6') +
      rect(x + w + 15, BASE - 85, 100, 85, 'none', 'stroke="#bbb" stroke-dasharray="100 4"');
  }
  s.body += poly(
    [
      [W / 2 - 30 - (garage ? 60 : 0), BASE],
      [W / 2 + 30 - (garage ? 60 : 0), BASE],
      [W / 2 + 60, H - 60],
      [W / 2 - 60, H - 60],
    ],
    '#d6cfc2',
  );
  s.body += frontGarden(random, 20, W / 2 - 140) + frontGarden(random, W / 2 + 200, W - 20);
}

function semi(random: Random, s: Scene) {
  const w = 230;
  const x = W / 2 - w;
  const storeyH = 110;
  const top = BASE - 2 * storeyH;
  const roof = random.pick(PALETTE.roof);
  s.body += chimney(W / 2 - 15, top - 40, '#8b3a2b');
  s.body += hipped(x, w * 2, top, 110, roof);
  const wall = wallFill(random, s.defs, 'wall');
  const otherWall = random.chance(0.4) ? random.pick(PALETTE.render) : wall;
  const bay = random.chance(0.7);
  const bars = random.pick(['sash', 'cross', 'none'] as Bars[]);
  s.body += facade({
    x,
    w,
    storeys: 2,
    storeyH,
    wall,
    frame: '#ffffff',
    doorColour: random.pick(PALETTE.door),
    doorAt: 'left',
    perFloor: 2,
    bay,
    bars,
  });
  s.body += facade({
    x: W / 2,
    w,
    storeys: 2,
    storeyH,
    wall: otherWall,
    frame: '#ffffff',
    doorColour: random.pick(PALETTE.door),
    doorAt: 'right',
    perFloor: 2,
    bay,
    bars,
  });
  s.body += frontGarden(random, 20, x + 10) + frontGarden(random, W / 2 + w - 10, W - 20);
}

function terrace(random: Random, s: Scene) {
  const w = random.int(165, 185);
  const storeyH = 100;
  const top = BASE - 2 * storeyH;
  const roof = random.pick(PALETTE.roof);
  const start = -random.int(20, 80);
  s.body += rect(start - 20, top - 70, W + 100, 72, roof);
  const brick = random.pick(PALETTE.brick);
  s.defs.push(brickPattern('wall', brick));
  for (let x = start; x < W; x += w) {
    s.body += chimney(x - 15, top - 68, brick);
    const painted = random.chance(0.3) ? random.pick(PALETTE.render) : 'url(#wall)';
    s.body += facade({
      x,
      w,
      storeys: 2,
      storeyH,
      wall: painted,
      frame: '#ffffff',
      doorColour: random.pick(PALETTE.door),
      doorAt: 'right',
      perFloor: 2,
      bay: random.chance(0.8),
      bars: 'sash',
    });
    s.body += rect(x + 4, BASE + 26, w - 70, 14, '#8b3a2b') + flowers(x + 10, BASE + 16, w - 90, random);
  }
}

function townhouse(random: Random, s: Scene) {
  const w = 250;
  const storeyH = 96;
  const top = BASE - 3 * storeyH;
  const stucco = random.chance(0.5);
  for (let x = -60; x < W; x += w) {
    const wall = stucco ? random.pick(['#f4f1ea', '#efe6d2', '#e9eef2']) : random.pick(PALETTE.brick);
    s.body += rect(x, top - 70, w, 70, '#4a4f57');
    s.body +=
      windowPane(x + 40, top - 52, 60, 42, '#ffffff', 'sash') +
      windowPane(x + 150, top - 52, 60, 42, '#ffffff', 'sash');
    s.body += rect(x - 4, top - 8, w + 8, 10, '#e8e4da');
    s.body += facade({
      x,
      w,
      storeys: 3,
      storeyH,
      wall,
      frame: '#ffffff',
      doorColour: random.pick(PALETTE.door),
      doorAt: 'left',
      perFloor: 2,
      bay: false,
      bars: 'sash',
    });
    s.body += rect(x + 6, BASE - 105, 82, 8, '#e8e4da');
    for (let i = 0; i < 7; i++) s.body += rect(x + 100 + i * 20, BASE + 8, 3, 34, '#222');
    s.body += rect(x + 98, BASE + 6, 140, 4, '#222');
  }
}

function flats(random: Random, s: Scene) {
  const storeys = random.int(4, 6);
  const storeyH = 64;
  const w = random.int(460, 560);
  const x = (W - w) / 2;
  const top = BASE - storeys * storeyH;
  s.body +=
    rect(x - 140, top + 40, 160, BASE - top - 40, '#cfd6dc') +
    rect(x + w - 20, top + 60, 170, BASE - top - 60, '#d9d4cc');
  const wall = random.pick(['#e8e4da', '#d8c3a5', '#c9d1d9', '#b5533c', '#f1efe9']);
  s.body += rect(x, top, w, BASE - top, wall) + rect(x - 6, top - 14, w + 12, 14, '#6b6f75');
  const balconies = random.chance(0.6);
  const cols = Math.floor(w / 90);
  for (let floor = 0; floor < storeys; floor++) {
    const y = BASE - (floor + 1) * storeyH + 12;
    for (let c = 0; c < cols; c++) {
      const wx = x + 20 + c * ((w - 40) / cols);
      if (floor === 0 && c === Math.floor(cols / 2)) continue;
      s.body += windowPane(wx, y, 58, 40, '#3e4349', 'none');
      if (balconies && floor > 0 && c % 2 === 0)
        s.body += rect(wx - 6, y + 28, 70, 16, 'rgba(180,210,230,0.55)', 'stroke="#555"');
    }
  }
  const mid = x + 20 + Math.floor(cols / 2) * ((w - 40) / cols);
  s.body += rect(mid - 10, BASE - 62, 80, 62, '#2f3b44') + rect(mid - 20, BASE - 70, 100, 8, '#6b6f75');
  s.body += tree(x - 40, BASE + 30, 90, random) + tree(x + w + 40, BASE + 30, 80, random);
}

function bungalow(random: Random, s: Scene) {
  const w = random.int(480, 540);
  const x = (W - w) / 2;
  const storeyH = 125;
  const roof = random.pick(PALETTE.roof);
  s.body += chimney(x + w * 0.7, BASE - storeyH - 40, '#8b3a2b');
  s.body += hipped(x, w, BASE - storeyH, 95, roof);
  const wall = wallFill(random, s.defs, 'wall');
  s.body += facade({
    x,
    w,
    storeys: 1,
    storeyH,
    wall,
    frame: random.pick(PALETTE.frame),
    doorColour: random.pick(PALETTE.door),
    doorAt: 'centre',
    perFloor: 4,
    bay: random.chance(0.4),
    bars: 'none',
  });
  s.body += poly(
    [
      [W / 2 - 25, BASE],
      [W / 2 + 25, BASE],
      [W / 2 + 45, H - 60],
      [W / 2 - 45, H - 60],
    ],
    '#d6cfc2',
  );
  s.body += frontGarden(random, 20, W / 2 - 60) + frontGarden(random, W / 2 + 60, W - 20);
}

function cottage(random: Random, s: Scene) {
  const w = random.int(340, 400);
  const x = (W - w) / 2;
  const storeyH = 92;
  const top = BASE - 2 * storeyH + 30;
  const thatch = random.chance(0.5);
  const wall = random.chance(0.5)
    ? random.pick(['#f4f1ea', '#f2e2c4', '#fbf7ef'])
    : random.pick(PALETTE.stone);
  s.body += rect(x, top, w, BASE - top, wall);
  if (thatch) {
    s.body += `<path d="M${x - 30} ${top + 20} Q${x - 10} ${top - 120} ${x + w / 2} ${top - 125} Q${x + w + 10} ${top - 120} ${x + w + 30} ${top + 20} Z" fill="#c8a55a"/>`;
    for (let i = 0; i < 14; i++)
      s.body += `<path d="M${x + i * (w / 13)} ${top - 90} L${x - 10 + i * (w / 13)} ${top + 14}" stroke="#a8863e" stroke-width="2"/>`;
  } else {
    s.body += chimney(x + w - 70, top - 60, '#8b7d6b') + gable(x, w, top + 6, 105, random.pick(PALETTE.roof));
  }
  for (const wx of [x + 40, x + w - 110])
    s.body +=
      windowPane(wx, top + 38, 70, 52, '#ffffff', 'leaded') +
      windowPane(wx, BASE - 90, 70, 56, '#ffffff', 'leaded');
  s.body += door(x + w / 2 - 22, BASE - 84, 44, 84, random.pick(PALETTE.door));
  for (let i = 0; i < 9; i++)
    s.body += circle(
      x + 20 + random.int(0, 40),
      top + 80 + i * 14,
      6,
      random.pick(['#d64161', '#ff8fab', '#c9184a']),
    );
  for (let fx = 10; fx < W; fx += 22)
    s.body +=
      rect(fx, BASE + 24, 12, 40, '#f7f4ec') +
      poly(
        [
          [fx, BASE + 24],
          [fx + 6, BASE + 14],
          [fx + 12, BASE + 24],
        ],
        '#f7f4ec',
      );
  s.body += rect(0, BASE + 36, W, 6, '#f7f4ec');
}

const SCENES: Record<ExteriorKind, (random: Random, scene: Scene) => void> = {
  detached,
  semi,
  terrace,
  townhouse,
  flats,
  bungalow,
  cottage,
};

export function exteriorSvg(kind: ExteriorKind, random: Random): string {
  const backdrop = sky(random, HORIZON);
  const scene: Scene = { defs: [backdrop.defs], body: backdrop.body + ground(random, HORIZON) };
  if (random.chance(0.6)) scene.body += tree(random.int(30, 110), HORIZON + 40, random.int(90, 130), random);
  if (random.chance(0.6)) scene.body += tree(random.int(690, 770), HORIZON + 40, random.int(90, 130), random);
  SCENES[kind](random, scene);
  return svgDocument(scene.defs.join(''), scene.body);
}
