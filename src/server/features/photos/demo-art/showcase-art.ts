import {
  berry,
  blob,
  bowl,
  canvas,
  fork,
  knife,
  leaf,
  lemonWedge,
  napkin,
  plate,
  random,
  shadow,
  sprig,
  surface,
} from './primitives.ts';

/** The gallery page's static showcase: six dishes drawn from above. */

function sundayBrunch(): string {
  const eggs = [
    [280, 250, 11],
    [360, 230, 12],
  ]
    .map(
      ([x, y, s]) =>
        `${blob(x!, y!, 62, s!, '#fffdf6', 0.2)}<circle cx="${x! + 4}" cy="${y! - 2}" r="24" fill="#f4a21c"/><circle cx="${x! - 4}" cy="${y! - 9}" r="7" fill="#ffd77a"/>`,
    )
    .join('');
  const bacon = [0, 1, 2]
    .map((i) => {
      const y = 340 + i * 26;
      const path = `M 250 ${y} C 290 ${y - 18} 320 ${y + 18} 360 ${y} S 420 ${y - 14} 440 ${y}`;
      return `<path d="${path}" stroke="#8f2d1a" stroke-width="20" stroke-linecap="round" fill="none"/><path d="${path}" stroke="#f0b9a0" stroke-width="5" stroke-linecap="round" fill="none" transform="translate(0 -3)"/>`;
    })
    .join('');
  const toast = [
    [420, 230, -20],
    [450, 300, 15],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M -55 40 L 0 -55 L 55 40 Z" fill="#a9631c" stroke="#a9631c" stroke-width="14" stroke-linejoin="round"/><path d="M -42 32 L 0 -40 L 42 32 Z" fill="#eab56a"/></g>`,
    )
    .join('');
  const rnd = random(7);
  const berries = Array.from({ length: 18 }, (_, i) =>
    berry(650 + (rnd() - 0.5) * 90, 150 + (rnd() - 0.5) * 90, i % 3 ? 11 : 14, i % 3 ? '#3b4a8f' : '#c8283f'),
  ).join('');
  const coffee = `${shadow(650, 460, 80)}<circle cx="650" cy="460" r="80" fill="#f7f1e8"/><circle cx="650" cy="460" r="56" fill="#fbf7f0" stroke="#e4d8c6" stroke-width="3"/><circle cx="650" cy="460" r="44" fill="#5a2e14"/><circle cx="650" cy="460" r="36" fill="#8a5432" fill-opacity="0.6"/><path d="M 700 440 q 40 20 0 44" stroke="#f7f1e8" stroke-width="12" fill="none"/>`;
  return canvas(
    'Sunday brunch: sunny-side eggs, bacon and toast, berries and coffee',
    `${surface('wood', 3)}${napkin(40, 380, 150, 190, -8)}${fork(120, 420, -8)}${plate(340, 290, 200)}${eggs}${bacon}${toast}${sprig(300, 175, 4, 14)}${bowl(650, 150, 82)}${berries}${coffee}`,
  );
}

function harvestSalad(): string {
  const rnd = random(21);
  const greens = ['#4b7434', '#5f9142', '#74aa52', '#86b568', '#3c5d2a'];
  const leaves = Array.from({ length: 70 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 165;
    return leaf(
      400 + Math.cos(a) * d,
      300 + Math.sin(a) * d,
      40 + rnd() * 30,
      rnd() * 360,
      greens[Math.floor(rnd() * 5)],
    );
  }).join('');
  const tomatoes = Array.from({ length: 9 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * 150;
    const x = 400 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="17" fill="#d9362b"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="11" fill="#f06a4f"/><circle cx="${(x - 4).toFixed(0)}" cy="${(y - 2).toFixed(0)}" r="2.5" fill="#fde68a"/><circle cx="${(x + 4).toFixed(0)}" cy="${(y + 3).toFixed(0)}" r="2.5" fill="#fde68a"/>`;
  }).join('');
  const cucumbers = Array.from({ length: 7 }, () => {
    const x = 400 + (rnd() - 0.5) * 260;
    const y = 300 + (rnd() - 0.5) * 260;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="20" fill="#2f5d25"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="16" fill="#d8ecb0"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="7" fill="#bcd88a"/>`;
  }).join('');
  const croutons = Array.from({ length: 10 }, () => {
    const x = 400 + (rnd() - 0.5) * 250;
    const y = 300 + (rnd() - 0.5) * 250;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="20" height="20" rx="4" fill="#d99a45" transform="rotate(${(rnd() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const dressing = `${bowl(690, 110, 58)}<circle cx="690" cy="110" r="42" fill="#e8b63a"/><circle cx="680" cy="100" r="10" fill="#fff3c4" fill-opacity="0.6"/>`;
  return canvas(
    'Harvest garden salad with cherry tomatoes, cucumber and croutons',
    `${surface('linen', 5)}${napkin(560, 400, 190, 150, 12, '#5f9142')}${fork(650, 470, 80)}${bowl(400, 300, 225, '#fbf7f0', '#f3ebdf')}${leaves}${cucumbers}${tomatoes}${croutons}${dressing}`,
  );
}

function herbSalmon(): string {
  const asparagus = Array.from({ length: 6 }, (_, i) => {
    const y = 360 + i * 16;
    return `<g transform="rotate(-12 400 ${y})"><rect x="260" y="${y}" width="260" height="13" rx="6" fill="#5f9142"/><path d="M 515 ${y - 2} q 24 8 0 17 z" fill="#3c5d2a"/></g>`;
  }).join('');
  const fat = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M ${330 + i * 30} 215 q 14 55 0 110" stroke="#fde3d0" stroke-width="5" fill="none" stroke-opacity="0.8"/>`,
    )
    .join('');
  const rnd = random(31);
  const crust = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(320 + rnd() * 160).toFixed(0)}" cy="${(220 + rnd() * 100).toFixed(0)}" r="${(2 + rnd() * 3).toFixed(1)}" fill="#3c5d2a" fill-opacity="0.85"/>`,
  ).join('');
  const salmon = `<rect x="305" y="200" width="200" height="135" rx="40" fill="#e0673a"/><rect x="315" y="208" width="180" height="115" rx="34" fill="#f08a5d"/>${fat}${crust}`;
  const sauce = `${bowl(660, 140, 60, '#2b2b2b', '#3a3a3a')}<circle cx="660" cy="140" r="44" fill="#f3ead0"/>${sprig(660, 140, 9, 10)}`;
  return canvas(
    'Herb-crusted salmon on asparagus with lemon and dill sauce',
    `${surface('slate', 8)}${plate(400, 300, 215)}${asparagus}${shadow(405, 268, 95, 60, 0.3)}${salmon}${lemonWedge(540, 210, 40, 30)}${sprig(270, 250, 12, 18)}${sauce}${knife(120, 480, 200)}${fork(680, 470, -20)}`,
  );
}

function capreseSkewers(): string {
  const skewer = (x: number, y: number) =>
    `<line x1="${x - 70}" y1="${y}" x2="${x + 70}" y2="${y}" stroke="#e9cf9f" stroke-width="5" stroke-linecap="round"/>
<circle cx="${x - 40}" cy="${y}" r="20" fill="#d9362b"/><circle cx="${x - 45}" cy="${y - 6}" r="5" fill="#fff" fill-opacity="0.45"/>
${leaf(x - 8, y + 14, 36, 10, '#3f7a2a')}<circle cx="${x + 18}" cy="${y}" r="22" fill="#fbf8ef" stroke="#eee5d2" stroke-width="2"/>
<circle cx="${x + 58}" cy="${y}" r="15" fill="#d9362b"/>`;
  const rows = [180, 270, 360, 450]
    .flatMap((y, r) => [0, 1, 2].map((c) => skewer(210 + c * 190 + (r % 2) * 20, y)))
    .join('');
  const board = `${shadow(400, 315, 330, 220, 0.4)}<rect x="70" y="100" width="660" height="430" rx="28" fill="#d9a66b"/><rect x="70" y="100" width="660" height="430" rx="28" fill="none" stroke="#b27a3d" stroke-width="6"/>
${[160, 240, 330, 420, 480].map((y) => `<path d="M 90 ${y} C 300 ${y - 12} 500 ${y + 12} 710 ${y - 4}" stroke="#b27a3d" stroke-opacity="0.35" stroke-width="2" fill="none"/>`).join('')}`;
  const drizzle = `<path d="M 130 140 C 250 170 300 120 420 150 S 620 130 690 160" stroke="#3a1d16" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity="0.8"/><path d="M 120 500 C 260 480 380 515 520 490 S 650 505 700 488" stroke="#3a1d16" stroke-width="4" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>`;
  return canvas(
    'Caprese skewers with cherry tomato, mozzarella and basil on a wooden board',
    `${surface('wood', 13)}${board}${drizzle}${rows}`,
  );
}

function berryTart(): string {
  const crust = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    return `<circle cx="${(400 + Math.cos(a) * 200).toFixed(1)}" cy="${(300 + Math.sin(a) * 200).toFixed(1)}" r="20" fill="#c98b3f"/>`;
  }).join('');
  const rnd = random(41);
  const fruit = Array.from({ length: 70 }, (_, i) => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 165;
    const x = 400 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    if (i % 3 === 0) {
      return `${berry(x, y, 17, '#c8283f')}<circle cx="${(x + 5).toFixed(1)}" cy="${(y + 4).toFixed(1)}" r="3" fill="#8f1a2c"/><circle cx="${(x - 4).toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="3" fill="#8f1a2c"/>`;
    }
    return berry(x, y, 12, i % 3 === 1 ? '#2f3d7a' : '#4a3b8f');
  }).join('');
  const mint = [
    [380, 280, 20],
    [300, 230, 120],
    [470, 360, 250],
  ]
    .map(([x, y, a]) => leaf(x!, y!, 34, a!, '#5f9142') + leaf(x! + 6, y! + 4, 30, a! + 60, '#74aa52'))
    .join('');
  const sugar = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${(230 + rnd() * 340).toFixed(0)}" cy="${(130 + rnd() * 340).toFixed(0)}" r="1.6" fill="#fff" fill-opacity="0.8"/>`,
  ).join('');
  return canvas(
    'Mixed berry tart with vanilla cream, mint and powdered sugar',
    `${surface('marble', 17)}${shadow(400, 300, 225)}${crust}<circle cx="400" cy="300" r="200" fill="#d99a45"/><circle cx="400" cy="300" r="182" fill="#fbeed0"/>${fruit}${mint}${sugar}${napkin(600, 420, 160, 140, -10, '#9a4413')}`,
  );
}

function wrapPlatter(): string {
  const wrap = (x: number, y: number, seed: number) => {
    const rnd = random(seed);
    return `${shadow(x, y, 52, 52, 0.25)}<circle cx="${x}" cy="${y}" r="52" fill="#e7c48a"/><circle cx="${x}" cy="${y}" r="46" fill="#f4dfb4"/>
${blob(x, y, 36, seed, '#74aa52', 0.2)}${blob(x + 3, y - 2, 26, seed + 1, '#d9362b', 0.3)}${blob(x - 2, y + 3, 15, seed + 2, '#f3e3c3', 0.3)}
<path d="M ${x} ${y} m -30 0 a 30 30 0 1 1 30 30 a 20 20 0 1 1 -20 -20" stroke="#e7c48a" stroke-width="4" fill="none" transform="rotate(${(rnd() * 360).toFixed(0)} ${x} ${y})"/>`;
  };
  const wraps = [
    [200, 230],
    [320, 200],
    [440, 210],
    [560, 235],
    [250, 360],
    [380, 340],
    [510, 360],
    [620, 340],
  ]
    .map(([x, y], i) => wrap(x!, y!, 50 + i * 3))
    .join('');
  const platter = `${shadow(410, 290, 330, 200, 0.35)}<ellipse cx="410" cy="290" rx="330" ry="200" fill="#fbf7f0"/><ellipse cx="410" cy="290" rx="300" ry="172" fill="none" stroke="#e4d8c6" stroke-width="3"/>`;
  const pickles = [0, 1, 2]
    .map(
      (i) =>
        `<g transform="rotate(${-20 + i * 12} ${670 + i * 20} 500)"><rect x="${610 + i * 20}" y="490" width="110" height="26" rx="13" fill="#6b8f2a"/><rect x="${616 + i * 20}" y="496" width="98" height="14" rx="7" fill="#a9c25a"/></g>`,
    )
    .join('');
  return canvas(
    'A lunch platter of chicken and vegetable wraps with pickles',
    `${surface('linen', 23)}${platter}${wraps}${pickles}${sprig(140, 480, 61, 20)}`,
  );
}

export const SHOWCASE_ART: Record<string, () => string> = {
  'sunday-brunch': sundayBrunch,
  'harvest-salad': harvestSalad,
  'herb-salmon': herbSalmon,
  'caprese-skewers': capreseSkewers,
  'berry-tart': berryTart,
  'wrap-platter': wrapPlatter,
};
