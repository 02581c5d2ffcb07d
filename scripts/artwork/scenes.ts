import {
  asparagus,
  berries,
  breadRolls,
  chickenPieces,
  croissant,
  egg,
  fruitSlices,
  greenBeans,
  herbRice,
  lambChops,
  lemonSlice,
  macAndCheese,
  pancakes,
  roastPotatoes,
  salad,
  salmonFillet,
  sprig,
  tart,
} from './dishes.ts';
import { random } from './random.ts';
import {
  bowl,
  candle,
  cateringPan,
  coffeeCup,
  cutlery,
  defs,
  flowers,
  juiceGlass,
  lighting,
  linenRunner,
  napkin,
  plate,
  servingSpoon,
  wineGlass,
  woodTable,
} from './table.ts';

export const SCENE_W = 2400;
export const SCENE_H = 1350;

const svg = (body: string, view = `0 0 ${SCENE_W} ${SCENE_H}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_W}" height="${SCENE_H}" viewBox="${view}"><defs>${defs()}</defs>${body}</svg>`;

/** A dinner table: salmon platter, chicken marsala, salad, potatoes, lamb, bread, wine and candles. */
function feast(): string {
  const r = random(42);
  const body = [
    woodTable(SCENE_W, SCENE_H),
    linenRunner(0, 430, SCENE_W, 500),
    // Salmon platter (oval) in the middle of the runner.
    `<g filter="url(#shadow)"><ellipse cx="1430" cy="690" rx="330" ry="210" fill="url(#plate)"/></g>
     <ellipse cx="1430" cy="690" rx="280" ry="165" fill="url(#plate-well)" stroke="#e2d8ca" stroke-width="2"/>`,
    asparagus(r, 1210, 600, 6, 210, -8),
    salmonFillet(1330, 600, 250, 120, -6),
    salmonFillet(1370, 720, 230, 110, 4),
    lemonSlice(1620, 650, 34, 10),
    lemonSlice(1590, 760, 30, 40),
    sprig(r, 1300, 820, 90, -20),
    sprig(r, 1500, 590, 80, 160),
    // Chicken marsala plate.
    plate(830, 700, 210, chickenPieces(r, 830, 700, 125, 4)),
    sprig(r, 760, 640, 70, 30),
    // Salad bowl.
    bowl(300, 330, 230, salad(r, 300, 330, 200)),
    // Roast potatoes in stoneware.
    bowl(2080, 1000, 200, roastPotatoes(r, 2080, 1000, 170), 'stone'),
    // Lamb chops.
    plate(2010, 330, 200, lambChops(r, 1990, 330, 4)),
    sprig(r, 1960, 430, 80, -10, '#2f5a22'),
    // Bread rolls on a board.
    `<g filter="url(#shadow)"><rect x="980" y="60" width="360" height="260" rx="30" fill="#c48a4e"/></g>
     <rect x="980" y="60" width="360" height="260" rx="30" filter="url(#grain)" opacity="0.6"/>`,
    breadRolls(r, 1160, 190, 5, 62),
    // Place settings along the edges.
    plate(560, 1140, 150),
    cutlery(380, 1050, 90, 0.8),
    napkin(650, 1030, 150, 110, 8),
    wineGlass(760, 1000, 62, 'red'),
    plate(1560, 1170, 150),
    cutlery(1740, 1080, 90, 0.8),
    wineGlass(1360, 1010, 62, 'white'),
    wineGlass(1450, 1075, 52, 'water'),
    napkin(1620, 1010, 140, 100, -6),
    plate(700, 150, 140),
    cutlery(885, 30, 90, 0.7),
    wineGlass(880, 330, 56, 'red'),
    // Candles down the runner.
    candle(560, 520, 22),
    candle(1110, 860, 22),
    candle(1830, 560, 22),
    candle(2300, 700, 22),
    tart(r, 230, 980, 150),
    lighting(SCENE_W, SCENE_H),
  ];
  return svg(body.join('\n'));
}

/** A brunch spread on light oak: pancakes, eggs, croissants, fruit, coffee and juice. */
function brunch(): string {
  const r = random(7);
  const body = [
    woodTable(SCENE_W, SCENE_H, 'oak'),
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="#2b1608" opacity="0.28"/>`,
    linenRunner(120, 0, 620, SCENE_H, '#f4efe6'),
    plate(1400, 640, 250, ''),
    pancakes(r, 1400, 640, 175),
    plate(
      760,
      420,
      190,
      `${egg(720, 390, 0.95, 20)}${egg(820, 470, 0.9, -30)}${sprig(r, 700, 500, 60, -30)}`,
    ),
    `<g filter="url(#shadow)"><rect x="1760" y="130" width="470" height="300" rx="26" fill="#b7814a"/></g>
     <rect x="1760" y="130" width="470" height="300" rx="26" filter="url(#grain)" opacity="0.6"/>`,
    croissant(1870, 250, 1.5, -20),
    croissant(2100, 320, 1.45, 25),
    bowl(2020, 900, 250, fruitSlices(r, 2020, 900, 220)),
    bowl(420, 1020, 170, berries(r, 420, 1020, 130, 60)),
    coffeeCup(1040, 1080, 80, 20),
    coffeeCup(340, 300, 80, -40),
    juiceGlass(1230, 230, 70),
    juiceGlass(560, 760, 66),
    flowers(r, 1120, 980, 3),
    flowers(r, 1580, 1160, 2, '#ffffff'),
    napkin(1620, 980, 160, 120, 12, '#6d8b74'),
    cutlery(1700, 1050, -80, 0.8),
    lighting(SCENE_W, SCENE_H),
  ];
  return svg(body.join('\n'));
}

/** A catering line: half and full pans of mac and cheese, chicken, green beans, herb rice and potatoes. */
function buffet(): string {
  const r = random(99);
  const panW = 560;
  const panH = 400;
  const body = [
    woodTable(SCENE_W, SCENE_H),
    linenRunner(0, 180, SCENE_W, 1000, '#f1ebe0'),
    cateringPan(90, 250, 1000, panH, macAndCheese(r, 100, 260, 980, 380), 'mac'),
    cateringPan(1170, 250, panW, panH, chickenPieces(r, 1450, 450, 230, 8, '#8a4a1c'), 'chicken'),
    cateringPan(
      1800,
      250,
      panW,
      panH,
      `<rect x="1810" y="260" width="540" height="380" fill="#b8742e"/>${roastPotatoes(r, 2080, 450, 300)}${roastPotatoes(r, 2080, 450, 260)}`,
      'potatoes',
    ),
    cateringPan(90, 720, panW, panH, greenBeans(r, 100, 730, 540, 380), 'beans'),
    cateringPan(720, 720, panW, panH, herbRice(r, 730, 730, 540, 380), 'rice'),
    bowl(1620, 920, 210, salad(r, 1620, 920, 190)),
    servingSpoon(460, 420, -25),
    servingSpoon(1330, 560, 200),
    servingSpoon(300, 900, 15),
    `<g filter="url(#shadow)"><circle cx="2130" cy="930" r="170" fill="url(#plate)"/></g>
     <circle cx="2130" cy="930" r="150" fill="none" stroke="#e2d8ca" stroke-width="3"/>
     <circle cx="2130" cy="930" r="130" fill="none" stroke="#e2d8ca" stroke-width="3"/>`,
    candle(1390, 1230, 22),
    candle(700, 120, 22),
    candle(1900, 110, 22),
    flowers(r, 1290, 110, 3),
    flowers(r, 2280, 1230, 2, '#f7d6a8'),
    lighting(SCENE_W, SCENE_H),
  ];
  return svg(body.join('\n'));
}

/** Our food truck at dusk on a Philadelphia street, with string lights. */
function truck(): string {
  const r = random(5);
  const towers: string[] = [];
  for (let x = -40; x < SCENE_W; x += between(90, 180)) {
    const h = between(180, 520);
    const w = between(80, 160);
    towers.push(
      `<rect x="${x.toFixed(0)}" y="${(820 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#2a2540"/>`,
    );
    for (let wy = 820 - h + 24; wy < 800; wy += 34) {
      for (let wx = x + 14; wx < x + w - 14; wx += 28) {
        if (r() < 0.35)
          towers.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="16" fill="#ffd38a" opacity="${(0.4 + r() * 0.5).toFixed(2)}"/>`,
          );
      }
    }
  }
  function between(min: number, max: number) {
    return min + r() * (max - min);
  }
  const bulbs: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const x = i * 100;
    const y = 170 + Math.sin((i / 24) * Math.PI * 3) * 40 + 40;
    bulbs.push(
      `<circle cx="${x}" cy="${y.toFixed(0)}" r="46" fill="url(#glow)"/><circle cx="${x}" cy="${y.toFixed(0)}" r="9" fill="#fff1c1"/>`,
    );
  }
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${760 + i * 70} 430 h70 l-10 70 h-70 z" fill="${i % 2 ? '#fdf3e3' : '#c2581d'}"/>`,
  ).join('');
  const body = `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1d1a3a"/><stop offset="0.55" stop-color="#6b3a5e"/><stop offset="0.85" stop-color="#e7884a"/><stop offset="1" stop-color="#f6b062"/>
  </linearGradient>
  <linearGradient id="truck-body" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c2581d"/><stop offset="1" stop-color="#8a3a10"/>
  </linearGradient>
  <rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>
  <circle cx="1900" cy="260" r="70" fill="#fde8c0" opacity="0.8"/>
  <g opacity="0.9">
    <rect x="1080" y="220" width="120" height="600" fill="#231f38"/>
    <rect x="1105" y="130" width="70" height="100" fill="#231f38"/>
    <path d="M1110 130 L1140 40 L1170 130 Z" fill="#231f38"/>
    <rect x="1136" y="10" width="8" height="40" fill="#231f38"/>
    <circle cx="1140" cy="250" r="22" fill="#ffd38a" opacity="0.9"/>
  </g>
  ${towers.join('')}
  <rect y="820" width="${SCENE_W}" height="${SCENE_H - 820}" fill="#2b2a33"/>
  <rect y="820" width="${SCENE_W}" height="40" fill="#4a4752"/>
  <rect y="1150" width="${SCENE_W}" height="10" fill="#f0c84a" opacity="0.6"/>
  <path d="M0 170 Q600 300 1200 190 T2400 200" stroke="#111" stroke-width="3" fill="none"/>
  ${bulbs.join('')}
  <ellipse cx="1200" cy="1120" rx="760" ry="50" fill="#000" opacity="0.45" filter="url(#blur-soft)"/>
  <g>
    <path d="M520 400 Q520 340 580 340 H1560 Q1640 340 1660 420 L1700 560 H1840 Q1900 560 1920 640 L1950 900 Q1950 1000 1880 1000 H560 Q520 1000 520 950 Z" fill="url(#truck-body)"/>
    <path d="M1700 560 H1840 Q1900 560 1920 640 L1930 700 H1700 Z" fill="#3a3f4f"/>
    <rect x="740" y="500" width="880" height="300" rx="12" fill="#2a1a12"/>
    <rect x="760" y="520" width="840" height="260" rx="8" fill="#ffcf86" opacity="0.9"/>
    <rect x="760" y="520" width="840" height="260" rx="8" fill="url(#glow)"/>
    ${stripes}
    <rect x="740" y="790" width="880" height="30" rx="6" fill="#e8dcc8"/>
    <g fill="#5b3220" opacity="0.8">
      <circle cx="900" cy="640" r="34"/><rect x="872" y="672" width="56" height="110" rx="20"/>
      <circle cx="1180" cy="630" r="36"/><rect x="1150" y="664" width="60" height="118" rx="22"/>
      <rect x="1158" y="580" width="44" height="26" rx="8" fill="#fdf3e3"/>
    </g>
    <rect x="1380" y="560" width="180" height="200" rx="10" fill="#1f2a2c"/>
    <path d="M1400 600 h140 M1400 640 h110 M1400 680 h130 M1400 720 h90" stroke="#f6efe0" stroke-width="8" stroke-linecap="round"/>
    <rect x="560" y="380" width="140" height="70" rx="10" fill="#fde68a"/>
    <path d="M575 430 h110 a55 55 0 0 0 -110 0 z" fill="#9a4413"/>
    <rect x="570" y="860" width="1360" height="14" fill="#7a300c"/>
    <rect x="1860" y="860" width="60" height="40" rx="6" fill="#ffe6a8"/>
  </g>
  ${[760, 1680].map((x) => `<g><circle cx="${x}" cy="1010" r="95" fill="#15151a"/><circle cx="${x}" cy="1010" r="52" fill="#8a8f99"/><circle cx="${x}" cy="1010" r="18" fill="#3a3d44"/></g>`).join('')}
  <g transform="translate(300 700)">
    <rect x="-6" y="0" width="12" height="360" fill="#1a1a22"/>
    <rect x="-70" y="-10" width="140" height="30" rx="8" fill="#1a1a22"/>
    <rect x="-60" y="20" width="120" height="90" rx="10" fill="#2e2e38"/>
    <path d="M-44 44 h88 M-44 70 h60" stroke="#f6efe0" stroke-width="7" stroke-linecap="round"/>
  </g>
  <rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#vignette)"/>`;
  return svg(body);
}

export const SCENES = { feast, brunch, buffet, truck } as const;
export type SceneName = keyof typeof SCENES;
