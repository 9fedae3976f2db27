import type { Room } from './image-pool';
import type { Random } from './prng';
import { circle, H, PALETTE, poly, rect, svgDocument, W } from './svg-kit';

/** Room illustrations: a back wall, a floor in perspective and the furniture that names the room. */

const FLOOR_Y = 430;

function shell(random: Random, defs: string[], wall: string) {
  const wood = random.pick(PALETTE.wood);
  defs.push(
    `<pattern id="planks" width="120" height="22" patternUnits="userSpaceOnUse"><rect width="120" height="22" fill="${wood}"/><path d="M0 0.5H120M60 0V22" stroke="rgba(0,0,0,0.18)"/></pattern>`,
  );
  return (
    rect(0, 0, W, FLOOR_Y, wall) +
    poly(
      [
        [0, FLOOR_Y],
        [W, FLOOR_Y],
        [W, H],
        [0, H],
      ],
      'url(#planks)',
    ) +
    rect(0, FLOOR_Y - 12, W, 12, '#f7f5f0') +
    rect(0, 0, W, 14, '#ffffff', 'opacity="0.5"')
  );
}

/** A window onto a bit of sky and garden, optionally with curtains. */
function roomWindow(x: number, y: number, w: number, h: number, random: Random, curtains: boolean) {
  let out = rect(x - 8, y - 8, w + 16, h + 16, '#ffffff');
  out += rect(x, y, w, h, random.pick(['#bfe0f5', '#cfe8f7', '#fde6c8']));
  out += poly(
    [
      [x, y + h],
      [x, y + h * 0.7],
      [x + w * 0.4, y + h * 0.55],
      [x + w, y + h * 0.75],
      [x + w, y + h],
    ],
    '#7fa37a',
  );
  out += rect(x + w / 2 - 3, y, 6, h, '#ffffff') + rect(x, y + h / 2 - 3, w, 6, '#ffffff');
  if (curtains) {
    const fabric = random.pick(PALETTE.fabric);
    out +=
      rect(x - 40, y - 20, 36, h + 60, fabric) +
      rect(x + w + 4, y - 20, 36, h + 60, fabric) +
      rect(x - 50, y - 26, w + 100, 6, '#555');
  }
  return out;
}

function frame(x: number, y: number, w: number, h: number, random: Random) {
  return (
    rect(x, y, w, h, '#3a3a3a') +
    rect(x + 6, y + 6, w - 12, h - 12, random.pick(['#e9c46a', '#a8dadc', '#f4a261', '#cdb4db', '#90be6d']))
  );
}

function plant(x: number, y: number, random: Random) {
  const leaf = random.pick(PALETTE.leaf);
  return (
    rect(x - 18, y - 40, 36, 40, '#c8553d') +
    circle(x, y - 62, 26, leaf) +
    circle(x - 20, y - 50, 18, leaf) +
    circle(x + 20, y - 52, 18, leaf)
  );
}

function livingRoom(random: Random, defs: string[]) {
  let out = shell(random, defs, random.pick(PALETTE.wall));
  out += roomWindow(random.int(470, 560), 90, 170, 200, random, true);
  out += frame(120, 110, 150, 100, random) + frame(290, 130, 70, 80, random);
  const sofa = random.pick(PALETTE.fabric);
  out +=
    rect(90, 300, 340, 110, sofa, 'rx="18"') +
    rect(70, 330, 40, 90, sofa, 'rx="12"') +
    rect(410, 330, 40, 90, sofa, 'rx="12"');
  out +=
    rect(120, 310, 90, 60, 'rgba(255,255,255,0.25)', 'rx="10"') +
    rect(230, 310, 90, 60, 'rgba(255,255,255,0.25)', 'rx="10"');
  out += `<ellipse cx="300" cy="520" rx="230" ry="55" fill="${random.pick(['#e9d8a6', '#d3c0b0', '#b8c5d6'])}"/>`;
  out +=
    rect(200, 470, 200, 16, random.pick(PALETTE.wood)) +
    rect(215, 486, 10, 30, '#555') +
    rect(375, 486, 10, 30, '#555');
  out +=
    rect(700, 200, 6, 230, '#333') +
    poly(
      [
        [680, 200],
        [726, 200],
        [714, 160],
        [692, 160],
      ],
      '#f7e7b4',
    );
  out += plant(640, 430, random);
  return out;
}

function kitchen(random: Random, defs: string[]) {
  const cabinets = random.pick(['#ffffff', '#2f4858', '#6b8f71', '#d9d4cc', '#33415c', '#e7d8c9']);
  defs.push(
    `<pattern id="tiles" width="30" height="15" patternUnits="userSpaceOnUse"><rect width="30" height="15" fill="#f4f4f2"/><path d="M0 0.5H30M0.5 0V15" stroke="#d0d0cc"/></pattern>`,
  );
  let out = shell(random, defs, random.pick(PALETTE.wall));
  out += rect(0, 200, W, 130, 'url(#tiles)');
  out += roomWindow(330, 70, 150, 110, random, false);
  for (let x = 20; x < W - 20; x += 130) {
    out += rect(x, 330, 124, 100, cabinets) + rect(x + 50, 345, 24, 5, '#999');
    if (x < 280 || x > 480) out += rect(x, 60, 124, 130, cabinets) + rect(x + 50, 170, 24, 5, '#999');
  }
  out += rect(0, 318, W, 14, random.pick(['#e8e4da', '#3a3a3a', '#c9b79c']));
  out += rect(560, 300, 120, 18, '#2b2b2b') + circle(590, 309, 7, '#555') + circle(650, 309, 7, '#555');
  out += rect(360, 300, 90, 18, '#c0c6cc');
  out += rect(230, 450, 340, 120, cabinets) + rect(215, 440, 370, 16, '#e8e4da');
  for (const sx of [260, 400, 530]) out += rect(sx, 500, 40, 10, '#333') + rect(sx + 18, 510, 4, 70, '#333');
  for (const px of [300, 400, 500])
    out +=
      rect(px - 1, 0, 2, 200, '#333') +
      poly(
        [
          [px - 22, 228],
          [px + 22, 228],
          [px + 10, 200],
          [px - 10, 200],
        ],
        '#d4a017',
      );
  return out;
}

function bedroom(random: Random, defs: string[]) {
  let out = shell(random, defs, random.pick(PALETTE.wall));
  out += roomWindow(random.pick([80, 600]), 90, 130, 170, random, true);
  const x = 250;
  out += rect(x, 180, 300, 150, random.pick(PALETTE.fabric), 'rx="14"');
  out += rect(x - 20, 320, 340, 60, '#ffffff', 'rx="10"');
  out += rect(x + 30, 290, 100, 45, '#ffffff', 'rx="14"') + rect(x + 170, 290, 100, 45, '#ffffff', 'rx="14"');
  const duvet = random.pick(PALETTE.fabric);
  out += poly(
    [
      [x - 30, 360],
      [x + 330, 360],
      [x + 380, 520],
      [x - 80, 520],
    ],
    duvet,
  );
  out += poly(
    [
      [x - 50, 440],
      [x + 350, 440],
      [x + 372, 500],
      [x - 72, 500],
    ],
    'rgba(255,255,255,0.3)',
  );
  for (const tx of [x - 110, x + 350]) {
    out +=
      rect(tx, 330, 70, 90, random.pick(PALETTE.wood)) +
      rect(tx + 30, 290, 8, 40, '#777') +
      poly(
        [
          [tx + 12, 290],
          [tx + 56, 290],
          [tx + 46, 260],
          [tx + 22, 260],
        ],
        '#f7e7b4',
      );
  }
  out += `<ellipse cx="${x + 150}" cy="560" rx="260" ry="30" fill="${random.pick(['#e9d8a6', '#d3c0b0', '#b8c5d6'])}"/>`;
  return out;
}

function bathroom(random: Random, defs: string[]) {
  const tile = random.pick(['#e9f1f2', '#f4f1ea', '#dfe7ef', '#e6efe6']);
  defs.push(
    `<pattern id="wall-tiles" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${tile}"/><path d="M0 0.5H40M0.5 0V40" stroke="#c9d2d6"/></pattern>`,
  );
  defs.push(
    `<pattern id="floor-tiles" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="${random.pick(['#8d99ae', '#b8b0a2', '#4a4e69'])}"/><path d="M0 0.5H60M0.5 0V30" stroke="rgba(255,255,255,0.35)"/></pattern>`,
  );
  let out =
    rect(0, 0, W, FLOOR_Y, 'url(#wall-tiles)') + rect(0, FLOOR_Y, W, H - FLOOR_Y, 'url(#floor-tiles)');
  out += rect(560, 60, 120, 150, '#ffffff') + rect(568, 68, 104, 134, '#dfe9ee');
  out += rect(60, 330, 380, 120, '#ffffff', 'rx="20"') + rect(60, 330, 380, 18, '#f1f1f1', 'rx="8"');
  out += rect(100, 280, 8, 52, '#b0b0b0') + rect(100, 280, 40, 8, '#b0b0b0');
  out +=
    rect(520, 300, 180, 150, random.pick(PALETTE.wood)) +
    rect(520, 290, 180, 14, '#ffffff') +
    `<ellipse cx="610" cy="297" rx="55" ry="8" fill="#e6eef2"/>`;
  out += rect(540, 120, 140, 150, '#cfdde4', 'rx="8" stroke="#999" stroke-width="4"');
  out += rect(460, 200, 6, 140, '#b0b0b0') + rect(440, 220, 46, 80, random.pick(PALETTE.fabric), 'rx="6"');
  out += plant(740, 430, random);
  return out;
}

const ROOMS: Record<Room, (random: Random, defs: string[]) => string> = {
  'living-room': livingRoom,
  kitchen,
  bedroom,
  bathroom,
};

export function interiorSvg(room: Room, random: Random): string {
  const defs: string[] = [];
  const body = ROOMS[room](random, defs);
  return svgDocument(defs.join(''), body);
}
