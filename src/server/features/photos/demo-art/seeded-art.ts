import {
  berry,
  blob,
  bowl,
  canvas,
  leaf,
  lemonSlice,
  lemonWedge,
  plate,
  random,
  shadow,
  sprig,
  surface,
} from './primitives.ts';

/** Artwork behind the demo photos seeded into the gallery list (editable and deletable by admins). */

function friedChicken(): string {
  const piece = (x: number, y: number, angle: number, seed: number) =>
    `<g transform="rotate(${angle} ${x} ${y})">${shadow(x, y, 58, 40, 0.3)}
<rect x="${x + 30}" y="${y - 9}" width="55" height="18" rx="9" fill="#f4ead8"/><circle cx="${x + 86}" cy="${y - 8}" r="11" fill="#f4ead8"/><circle cx="${x + 86}" cy="${y + 8}" r="11" fill="#f4ead8"/>
${blob(x, y, 56, seed, 'url(#golden)', 0.16)}${blob(x - 8, y - 8, 30, seed + 5, '#f6c46a', 0.3, 'fill-opacity="0.5"')}</g>`;
  const pieces = [
    [250, 220, -20],
    [360, 190, 15],
    [470, 230, 40],
    [230, 340, 160],
    [350, 320, -5],
    [470, 350, 200],
  ]
    .map(([x, y, a], i) => piece(x!, y!, a!, 80 + i * 7))
    .join('');
  const rnd = random(88);
  const slaw = Array.from({ length: 60 }, () => {
    const x = 650 + (rnd() - 0.5) * 110;
    const y = 450 + (rnd() - 0.5) * 110;
    const colors = ['#f7f1d8', '#f7f1d8', '#a44a8f', '#ee8849'];
    return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + 18).toFixed(0)}" y2="${(y + (rnd() - 0.5) * 14).toFixed(0)}" stroke="${colors[Math.floor(rnd() * 4)]}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('');
  const platter = `${shadow(360, 275, 300, 200, 0.4)}<ellipse cx="360" cy="275" rx="300" ry="200" fill="#fbf7f0"/><ellipse cx="360" cy="275" rx="272" ry="175" fill="#f3ebdf"/>`;
  return canvas(
    'Southern fried chicken on a platter with coleslaw and lemon',
    `${surface('wood', 71)}${platter}${pieces}${lemonWedge(580, 190, 36, -30)}${sprig(150, 260, 73, 20)}${bowl(650, 450, 88)}${slaw}`,
  );
}

function shrimpCocktail(): string {
  const rnd = random(91);
  const ice = Array.from({ length: 60 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = 60 + rnd() * 150;
    return `<rect x="${(400 + Math.cos(a) * d).toFixed(0)}" y="${(300 + Math.sin(a) * d).toFixed(0)}" width="${(14 + rnd() * 14).toFixed(0)}" height="${(14 + rnd() * 14).toFixed(0)}" rx="5" fill="#e9f6f8" fill-opacity="0.8" transform="rotate(${(rnd() * 90).toFixed(0)} 400 300)"/>`;
  }).join('');
  const shrimp = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * 360;
    return `<g transform="rotate(${a} 400 300) translate(400 130)">
<path d="M -38 0 C -38 -36 38 -36 38 0 C 38 20 22 30 10 22 C 18 6 10 -14 0 -14 C -14 -14 -22 0 -18 14 C -28 14 -38 8 -38 0 Z" fill="#f28a66"/>
<path d="M -28 -8 C -20 -24 20 -24 28 -8" stroke="#fbd0bc" stroke-width="4" fill="none"/>
${[-20, -6, 8, 22].map((x) => `<line x1="${x}" y1="-22" x2="${x * 0.8}" y2="-6" stroke="#d9603f" stroke-width="2"/>`).join('')}
<path d="M -18 14 l -22 16 l 8 -22 z" fill="#e0673a"/></g>`;
  }).join('');
  const sauce = `${shadow(400, 300, 70)}<circle cx="400" cy="300" r="70" fill="#f7f1e8"/><circle cx="400" cy="300" r="56" fill="#b8281f"/><circle cx="385" cy="285" r="14" fill="#e25b43" fill-opacity="0.6"/>`;
  return canvas(
    'Chilled shrimp cocktail on crushed ice with cocktail sauce and lemon',
    `${surface('slate', 97)}${shadow(400, 300, 240)}<circle cx="400" cy="300" r="240" fill="url(#glass)"/><circle cx="400" cy="300" r="226" fill="#cfe3e6" fill-opacity="0.6"/>${ice}${shrimp}${sauce}${lemonWedge(690, 110, 44, 200)}${lemonWedge(110, 490, 44, 20)}`,
  );
}

function pancakeStack(): string {
  const rnd = random(111);
  const syrup = blob(380, 320, 150, 112, '#b8641a', 0.28, 'fill-opacity="0.85"');
  const blueberries = Array.from({ length: 14 }, () =>
    berry(380 + (rnd() - 0.5) * 190, 300 + (rnd() - 0.5) * 190, 11, '#2f3d7a'),
  ).join('');
  const strawberries = [
    [300, 220],
    [450, 240],
    [420, 390],
  ]
    .map(
      ([x, y]) =>
        `<path d="M ${x} ${y! - 20} C ${x! + 26} ${y! - 20} ${x! + 22} ${y! + 14} ${x} ${y! + 24} C ${x! - 22} ${y! + 14} ${x! - 26} ${y! - 20} ${x} ${y! - 20} Z" fill="#d9362b"/><path d="M ${x} ${y! - 12} C ${x! + 14} ${y! - 12} ${x! + 12} ${y! + 8} ${x} ${y! + 14} C ${x! - 12} ${y! + 8} ${x! - 14} ${y! - 12} ${x} ${y! - 12} Z" fill="#f7a7a0"/>`,
    )
    .join('');
  const juice = `${shadow(670, 150, 62)}<circle cx="670" cy="150" r="62" fill="url(#glass)"/><circle cx="670" cy="150" r="52" fill="#f7a21c"/><circle cx="655" cy="135" r="14" fill="#ffd77a" fill-opacity="0.6"/>`;
  return canvas(
    'Buttermilk pancake stack with maple syrup, blueberries and strawberries',
    `${surface('wood', 107)}${plate(380, 300, 210)}<circle cx="380" cy="300" r="160" fill="#a9631c"/><circle cx="380" cy="300" r="150" fill="url(#golden)"/>${syrup}${blueberries}${strawberries}<rect x="350" y="270" width="56" height="46" rx="8" fill="#fbe7a0" transform="rotate(12 378 293)"/><rect x="356" y="274" width="40" height="14" rx="4" fill="#fff6d0" transform="rotate(12 378 293)"/>${juice}${sprig(190, 480, 115, 16)}`,
  );
}

function dessertCups(): string {
  const tops = [
    (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="48" fill="#5a2e14"/>${blob(x, y, 24, x + y, '#fbf3e6', 0.25)}${berry(x + 4, y - 4, 10, '#c8283f')}`,
    (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="48" fill="#f6e3a8"/><circle cx="${x - 16}" cy="${y - 8}" r="14" fill="#fdf3c8" stroke="#e8cf7c" stroke-width="2"/><circle cx="${x + 14}" cy="${y + 10}" r="14" fill="#fdf3c8" stroke="#e8cf7c" stroke-width="2"/><rect x="${x + 2}" y="${y - 26}" width="22" height="16" rx="3" fill="#d99a45"/>`,
    (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="48" fill="#f7c6c2"/>${blob(x, y, 26, x * 3 + y, '#fffaf2', 0.25)}<path d="M ${x} ${y - 14} C ${x + 20} ${y - 14} ${x + 16} ${y + 12} ${x} ${y + 18} C ${x - 16} ${y + 12} ${x - 20} ${y - 14} ${x} ${y - 14} Z" fill="#d9362b"/>${leaf(x, y - 14, 14, 0, '#4b7434')}`,
  ];
  const cups = [0, 1, 2]
    .flatMap((r) =>
      [0, 1, 2, 3].map((c) => {
        const x = 190 + c * 140 + (r % 2) * 40;
        const y = 150 + r * 150;
        return `${shadow(x, y, 60, 60, 0.28)}<circle cx="${x}" cy="${y}" r="60" fill="url(#glass)" stroke="#cfdfe2" stroke-width="3"/>${tops[(r + c) % 3]!(x, y)}`;
      }),
    )
    .join('');
  return canvas(
    'Dessert cups: chocolate mousse, banana pudding and strawberry shortcake',
    `${surface('marble', 121)}${cups}`,
  );
}

function mintLemonade(): string {
  const rnd = random(131);
  const glass = (x: number, y: number, r: number, seed: number) => {
    const g = random(seed);
    const cubes = Array.from({ length: 4 }, () => {
      const cx = x + (g() - 0.5) * r;
      const cy = y + (g() - 0.5) * r;
      return `<rect x="${cx.toFixed(0)}" y="${cy.toFixed(0)}" width="${r * 0.34}" height="${r * 0.34}" rx="6" fill="#fffef5" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.8" transform="rotate(${(g() * 60).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
    }).join('');
    return `${shadow(x, y, r)}<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glass)" stroke="#d3e6e9" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${r * 0.88}" fill="#f8e27a"/>${cubes}${lemonSlice(x + r * 0.3, y - r * 0.25, r * 0.32)}${leaf(x - r * 0.3, y + r * 0.2, r * 0.45, 40, '#3f7a2a')}${leaf(x - r * 0.2, y + r * 0.25, r * 0.4, 110, '#5f9142')}`;
  };
  const lemons = [
    [640, 470, 20],
    [700, 400, -30],
  ]
    .map(
      ([x, y, a]) =>
        `${shadow(x!, y!, 55, 40, 0.25)}<ellipse cx="${x}" cy="${y}" rx="55" ry="42" fill="#f2cf3d" transform="rotate(${a} ${x} ${y})"/><ellipse cx="${x! - 14}" cy="${y! - 12}" rx="18" ry="10" fill="#fff3a8" fill-opacity="0.6" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  const mint = Array.from({ length: 8 }, (_, i) =>
    leaf(150 + rnd() * 80, 470 + rnd() * 60, 34, i * 45, i % 2 ? '#5f9142' : '#3f7a2a'),
  ).join('');
  const pitcher = `${glass(320, 250, 150, 133)}<path d="M 465 200 C 540 200 540 300 465 300" stroke="#d3e6e9" stroke-width="18" fill="none"/>`;
  return canvas(
    'Fresh mint lemonade in a pitcher and glasses with lemons and ice',
    `${surface('linen', 127)}${pitcher}${glass(620, 160, 80, 137)}${glass(480, 460, 80, 139)}${lemons}${mint}`,
  );
}

function receptionBuffet(): string {
  const pan = (x: number, food: string) =>
    `${shadow(x + 80, 300, 95, 70, 0.4)}<rect x="${x}" y="220" width="170" height="160" rx="14" fill="#c9cdd1"/><rect x="${x + 10}" y="230" width="150" height="140" rx="10" fill="#8f969c"/>${food}`;
  const rnd = random(141);
  const rice = Array.from(
    { length: 50 },
    () =>
      `<circle cx="${(52 + rnd() * 136).toFixed(0)}" cy="${(238 + rnd() * 124).toFixed(0)}" r="4" fill="#fdf6e3"/>`,
  ).join('');
  const chicken = Array.from({ length: 7 }, (_, i) =>
    blob(250 + (i % 3) * 45, 260 + Math.floor(i / 3) * 45, 22, 150 + i, 'url(#golden)', 0.2),
  ).join('');
  const greens = Array.from({ length: 24 }, () =>
    leaf(440 + rnd() * 120, 250 + rnd() * 120, 30, rnd() * 360, rnd() > 0.5 ? '#4b7434' : '#74aa52'),
  ).join('');
  const rolls = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="${640 + (i % 2) * 50}" cy="${255 + Math.floor(i / 2) * 45}" rx="24" ry="18" fill="#d99a45"/><ellipse cx="${636 + (i % 2) * 50}" cy="${250 + Math.floor(i / 2) * 45}" rx="12" ry="7" fill="#f4c27a"/>`,
  ).join('');
  const candles = [80, 240, 400, 560, 720]
    .map(
      (x) =>
        `<circle cx="${x}" cy="120" r="46" fill="#ffcf7a" fill-opacity="0.18" filter="url(#shadow)"/><circle cx="${x}" cy="120" r="16" fill="#fbf3e6"/><circle cx="${x}" cy="120" r="5" fill="#f7a21c"/><circle cx="${x}" cy="480" r="46" fill="#ffcf7a" fill-opacity="0.18" filter="url(#shadow)"/><circle cx="${x}" cy="480" r="16" fill="#fbf3e6"/><circle cx="${x}" cy="480" r="5" fill="#f7a21c"/>`,
    )
    .join('');
  const flowers = [160, 480]
    .map((x) =>
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const fx = x + Math.cos(i) * 24;
          const fy = 120 + Math.sin(i) * 16;
          return `${leaf(fx, fy + 10, 24, i * 60, '#4b7434')}<circle cx="${fx.toFixed(0)}" cy="${fy.toFixed(0)}" r="13" fill="${i % 2 ? '#f3a473' : '#fbf3e6'}"/><circle cx="${fx.toFixed(0)}" cy="${fy.toFixed(0)}" r="5" fill="#c2581d"/>`;
        })
        .join(''),
    )
    .join('');
  return canvas(
    'An evening reception buffet with rice, roast chicken, greens and rolls by candlelight',
    `<rect width="800" height="600" fill="#2b1d14"/><rect x="0" y="170" width="800" height="260" fill="#fbf7f0"/><rect x="0" y="170" width="800" height="8" fill="#e4d8c6"/><rect x="0" y="422" width="800" height="8" fill="#e4d8c6"/>${pan(30, rice)}${pan(220, chicken)}${pan(410, greens)}${pan(600, rolls)}${candles}${flowers}${lemonWedge(290, 360, 0, 0)}${sprig(300, 300, 149, 14)}`,
  );
}

export const SEEDED_ART: Record<string, () => string> = {
  'fried-chicken': friedChicken,
  'shrimp-cocktail': shrimpCocktail,
  'pancake-stack': pancakeStack,
  'dessert-cups': dessertCups,
  'mint-lemonade': mintLemonade,
  'reception-buffet': receptionBuffet,
};
