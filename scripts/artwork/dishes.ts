/**
 * The food in the generated artwork: each dish drawn as an SVG fragment, positions in the scene's own
 * pixels, variety from the scene's seeded randomness.
 */
import { between, f, pick, type Rand } from './random.ts';

/** A herb sprig: a stem with small paired leaves. */
export function sprig(r: Rand, x: number, y: number, len: number, angle: number, color = '#4f7a2c'): string {
  const leaves: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const t = (i / 6) * len;
    const s = 0.6 + r() * 0.5;
    leaves.push(
      `<ellipse cx="${f(t)}" cy="-7" rx="${f(9 * s)}" ry="${f(4 * s)}" transform="rotate(-35 ${f(t)} -7)" fill="${color}"/>`,
      `<ellipse cx="${f(t)}" cy="7" rx="${f(9 * s)}" ry="${f(4 * s)}" transform="rotate(35 ${f(t)} 7)" fill="${color}"/>`,
    );
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 L${len} 0" stroke="${color}" stroke-width="2.5"/>${leaves.join('')}</g>`;
}

export function lemonSlice(x: number, y: number, r: number, angle = 0): string {
  const segs: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segs.push(
      `<path d="M0 0 L${f(Math.cos(a) * r * 0.78)} ${f(Math.sin(a) * r * 0.78)}" stroke="#fff6cc" stroke-width="${f(r * 0.08)}"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#shadow-sm)">
    <circle r="${r}" fill="#f4d03f"/><circle r="${f(r * 0.88)}" fill="#fff3b0"/><circle r="${f(r * 0.8)}" fill="#f7dc4a"/>${segs.join('')}</g>`;
}

export function salmonFillet(x: number, y: number, w: number, h: number, angle = 0): string {
  const lines: string[] = [];
  for (let i = 1; i < 6; i++) {
    const lx = (i / 6) * w;
    lines.push(
      `<path d="M${f(lx - 10)} 6 Q${f(lx + 12)} ${f(h / 2)} ${f(lx - 6)} ${h - 6}" stroke="#ffe1cf" stroke-width="4" fill="none" opacity="0.8"/>`,
    );
  }
  const sear: string[] = [];
  for (let i = 0; i < 4; i++) {
    sear.push(
      `<path d="M${f(w * 0.15 + i * w * 0.2)} 8 l${f(-w * 0.12)} ${h - 16}" stroke="#7a2e12" stroke-width="7" opacity="0.35"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#shadow-sm)">
    <path d="M10 0 H${w - 24} Q${w} 0 ${w} ${f(h * 0.4)} Q${w - 6} ${h} ${w - 30} ${h} H16 Q0 ${h} 0 ${h - 18} V14 Q0 0 10 0 Z" fill="url(#salmon)"/>
    ${lines.join('')}${sear.join('')}
    <path d="M10 0 H${w - 24} Q${w} 0 ${w} ${f(h * 0.4)}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none"/></g>`;
}

export function asparagus(r: Rand, x: number, y: number, count: number, len: number, angle: number): string {
  const spears: string[] = [];
  for (let i = 0; i < count; i++) {
    const off = i * 13 + between(r, -2, 2);
    spears.push(
      `<rect x="${f(between(r, -8, 8))}" y="${f(off)}" width="${len}" height="11" rx="5.5" fill="${pick(r, ['#5f8f2f', '#6b9c36', '#557f28'])}"/>`,
      `<ellipse cx="${len + 4}" cy="${f(off + 5.5)}" rx="14" ry="7" fill="#3f6b1f"/>`,
      `<path d="M${f(len * 0.3)} ${f(off + 5.5)} l10 -4 M${f(len * 0.6)} ${f(off + 5.5)} l10 4" stroke="#3f6b1f" stroke-width="2"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#shadow-sm)">${spears.join('')}</g>`;
}

/** Golden-brown roast chicken pieces in a glossy pan sauce. */
export function chickenPieces(
  r: Rand,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  sauce = '#7a3d14',
): string {
  const parts: string[] = [
    `<ellipse cx="${cx}" cy="${cy}" rx="${f(spread * 1.1)}" ry="${f(spread * 0.95)}" fill="${sauce}" opacity="0.85"/>`,
  ];
  const offset = r() * Math.PI;
  for (let i = 0; i < count; i++) {
    // A ring of pieces (and one in the middle when there are many), so each reads as its own piece.
    const isCenter = count > 5 && i === count - 1;
    const a = (i / (isCenter ? count : count - (count > 5 ? 1 : 0))) * Math.PI * 2 + offset;
    const d = isCenter ? 0 : spread * between(r, 0.5, 0.62);
    const px = cx + Math.cos(a) * d * 1.15;
    const py = cy + Math.sin(a) * d * 0.9;
    const w = between(r, 0.3, 0.38) * spread;
    const h = w * between(r, 0.6, 0.8);
    parts.push(
      `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(between(r, 0, 180))})" filter="url(#shadow-sm)">
      <ellipse rx="${f(w)}" ry="${f(h)}" fill="url(#golden)"/>
      <ellipse cx="${f(-w * 0.25)}" cy="${f(-h * 0.3)}" rx="${f(w * 0.35)}" ry="${f(h * 0.2)}" fill="#fff2c8" opacity="0.45"/>
      <path d="M${f(-w * 0.6)} ${f(h * 0.2)} q${f(w * 0.6)} ${f(h * 0.5)} ${f(w * 1.2)} 0" stroke="#8a4510" stroke-width="3" fill="none" opacity="0.5"/></g>`,
    );
  }
  for (let i = 0; i < 10; i++) {
    parts.push(
      `<circle cx="${f(cx + between(r, -spread, spread))}" cy="${f(cy + between(r, -spread * 0.8, spread * 0.8))}" r="${f(between(r, 3, 6))}" fill="#3f6b1f"/>`,
    );
  }
  return parts.join('');
}

export function salad(r: Rand, cx: number, cy: number, radius: number, extras = true): string {
  const parts: string[] = [];
  const greens = ['#4e8a2e', '#6aa83a', '#8cc04f', '#3d7026', '#a4cf62', '#5b9633'];
  for (let i = 0; i < radius * 0.55; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * radius * 0.9;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const s = between(r, 0.7, 1.3);
    parts.push(
      `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(r() * 360)}) scale(${f(s)})" d="M0 0 C12 -22 40 -20 46 0 C40 20 12 22 0 0 Z" fill="${pick(r, greens)}" stroke="#2f5a1a" stroke-opacity="0.35" stroke-width="1.5"/>`,
    );
  }
  if (extras) {
    for (let i = 0; i < radius / 14; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * radius * 0.8;
      parts.push(tomato(cx + Math.cos(a) * d, cy + Math.sin(a) * d, between(r, 11, 15)));
    }
    for (let i = 0; i < radius / 20; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * radius * 0.8;
      const x = f(cx + Math.cos(a) * d);
      const y = f(cy + Math.sin(a) * d);
      parts.push(
        `<g transform="translate(${x} ${y}) rotate(${f(r() * 90)})"><rect x="-9" y="-9" width="18" height="18" rx="3" fill="#fbf7ee" filter="url(#shadow-sm)"/></g>`,
      );
    }
    for (let i = 0; i < radius / 26; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * radius * 0.75;
      parts.push(
        `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(between(r, 12, 18))}" fill="none" stroke="#9b3a6b" stroke-width="4" opacity="0.85"/>`,
      );
    }
  }
  return parts.join('');
}

function tomato(x: number, y: number, r: number): string {
  return `<g filter="url(#shadow-sm)"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#d7301f"/></g>
  <circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.28)}" fill="#fff" opacity="0.55"/>
  <path d="M${f(x)} ${f(y - r * 0.9)} l3 4 l4 -2 l-2 4" stroke="#3f6b1f" stroke-width="2" fill="none"/>`;
}

export function roastPotatoes(r: Rand, cx: number, cy: number, radius: number): string {
  const parts: string[] = [];
  for (let i = 0; i < radius / 7; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * radius * 0.85;
    const x = f(cx + Math.cos(a) * d);
    const y = f(cy + Math.sin(a) * d);
    const s = between(r, 16, 26);
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${f(r() * 360)})" filter="url(#shadow-sm)"><path d="M${-s} ${f(-s * 0.5)} L${f(s * 0.6)} ${-s} L${s} ${f(s * 0.6)} L${f(-s * 0.4)} ${s} Z" fill="url(#golden)" stroke="#b06a1f" stroke-width="2" stroke-linejoin="round"/>
      <path d="M${f(-s * 0.5)} ${f(-s * 0.2)} L${f(s * 0.3)} ${f(-s * 0.6)}" stroke="#fff0c0" stroke-width="4" opacity="0.5"/></g>`,
    );
  }
  for (let i = 0; i < radius / 12; i++) {
    parts.push(
      sprig(
        r,
        cx + between(r, -radius, radius) * 0.7,
        cy + between(r, -radius, radius) * 0.7,
        30,
        r() * 360,
        '#2f5a22',
      ),
    );
  }
  return parts.join('');
}

export function breadRolls(r: Rand, cx: number, cy: number, count: number, size: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const d = count > 1 ? size * 0.95 : 0;
    const x = f(cx + Math.cos(a) * d);
    const y = f(cy + Math.sin(a) * d);
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${f(r() * 360)})" filter="url(#shadow-sm)">
      <ellipse rx="${size}" ry="${f(size * 0.78)}" fill="url(#crust)"/>
      <path d="M${f(-size * 0.5)} ${f(-size * 0.2)} q${f(size * 0.5)} ${f(-size * 0.3)} ${size} 0 M${f(-size * 0.5)} ${f(size * 0.2)} q${f(size * 0.5)} ${f(-size * 0.3)} ${size} 0" stroke="#f8e2b0" stroke-width="5" fill="none" opacity="0.8"/></g>`,
    );
  }
  return parts.join('');
}

export function berries(r: Rand, cx: number, cy: number, radius: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * radius;
    const x = f(cx + Math.cos(a) * d);
    const y = f(cy + Math.sin(a) * d);
    const kind = r();
    if (kind < 0.45) {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="9" fill="#2f3a73"/><circle cx="${f(Number(x) - 3)}" cy="${f(Number(y) - 3)}" r="2.5" fill="#9aa6e0" opacity="0.7"/>`,
      );
    } else if (kind < 0.75) {
      parts.push(
        `<g transform="translate(${x} ${y}) rotate(${f(r() * 360)})" filter="url(#shadow-sm)"><path d="M0 -16 C14 -16 18 0 0 18 C-18 0 -14 -16 0 -16 Z" fill="#d62839"/><path d="M-6 -16 l6 -8 l6 8" stroke="#3f6b1f" stroke-width="4" fill="none"/><circle cx="-5" cy="-2" r="1.5" fill="#ffe08a"/><circle cx="5" cy="2" r="1.5" fill="#ffe08a"/><circle cx="0" cy="8" r="1.5" fill="#ffe08a"/></g>`,
      );
    } else {
      parts.push(
        `<g filter="url(#shadow-sm)"><circle cx="${x}" cy="${y}" r="11" fill="#c21e4a"/></g><circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#8e0f31" stroke-width="2" stroke-dasharray="3 3"/>`,
      );
    }
  }
  return parts.join('');
}

export function pancakes(r: Rand, cx: number, cy: number, radius: number): string {
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${radius}" fill="#c9812f"/></g>
  <circle cx="${cx}" cy="${cy}" r="${f(radius * 0.93)}" fill="url(#crust)"/>
  <circle cx="${cx}" cy="${cy}" r="${f(radius * 0.93)}" filter="url(#speckle)" opacity="0.5"/>
  <path d="M${f(cx - radius * 0.5)} ${f(cy - radius * 0.2)} C${f(cx - radius * 0.2)} ${f(cy + radius * 0.5)} ${f(cx + radius * 0.4)} ${f(cy - radius * 0.4)} ${f(cx + radius * 0.6)} ${f(cy + radius * 0.3)} L${f(cx + radius * 0.75)} ${f(cy + radius * 0.9)}" stroke="#8a3f0c" stroke-width="${f(radius * 0.09)}" stroke-linecap="round" fill="none" opacity="0.85"/>
  <rect x="${f(cx - radius * 0.14)}" y="${f(cy - radius * 0.14)}" width="${f(radius * 0.28)}" height="${f(radius * 0.24)}" rx="6" fill="#fff1b8" transform="rotate(12 ${cx} ${cy})"/>
  ${berries(r, cx, cy + radius * 0.05, radius * 0.45, 9)}`;
}

export function egg(x: number, y: number, s: number, angle = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" filter="url(#shadow-sm)">
    <path d="M-50 -10 C-55 -45 -5 -55 20 -40 C55 -30 60 10 35 35 C10 58 -40 50 -48 20 Z" fill="#fffdf7"/>
    <circle cx="2" cy="-2" r="20" fill="#f7a81b"/><circle cx="-5" cy="-9" r="6" fill="#ffe4a3" opacity="0.8"/></g>`;
}

export function croissant(x: number, y: number, s: number, angle = 0): string {
  const segs = [-2, -1, 0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${i * 26}" cy="${Math.abs(i) * 12}" rx="${22 - Math.abs(i) * 4}" ry="${34 - Math.abs(i) * 7}" fill="url(#golden)" stroke="#a8631f" stroke-width="2"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" filter="url(#shadow-sm)">${segs}</g>`;
}

export function fruitSlices(r: Rand, cx: number, cy: number, radius: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const x = f(cx + Math.cos(a) * radius * 0.55);
    const y = f(cy + Math.sin(a) * radius * 0.55);
    const kind = i % 3;
    if (kind === 0)
      parts.push(
        `<g transform="translate(${x} ${y}) rotate(${f((a * 180) / Math.PI)})" filter="url(#shadow-sm)"><path d="M-40 0 A40 40 0 0 0 40 0 Z" fill="#3d8b37"/><path d="M-34 2 A34 34 0 0 0 34 2 Z" fill="#e8434d"/><circle cx="-10" cy="12" r="2.5" fill="#222"/><circle cx="8" cy="14" r="2.5" fill="#222"/></g>`,
      );
    else if (kind === 1)
      parts.push(
        `<g transform="translate(${x} ${y})" filter="url(#shadow-sm)"><circle r="28" fill="#7a5a2a"/><circle r="24" fill="#9ccc4a"/><circle r="8" fill="#f4f1d0"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `<circle cx="${f(Math.cos(k) * 14)}" cy="${f(Math.sin(k) * 14)}" r="2" fill="#222"/>`).join('')}</g>`,
      );
    else
      parts.push(
        lemonSlice(Number(x), Number(y), 26, r() * 90)
          .replace(/#f4d03f/g, '#f39c12')
          .replace(/#f7dc4a/g, '#f8b24a')
          .replace(/#fff3b0/g, '#fde0b0'),
      );
  }
  parts.push(berries(r, cx, cy, radius * 0.25, 10));
  return parts.join('');
}

/** Baked macaroni and cheese: a golden top with browned spots and elbow pasta. */
export function macAndCheese(r: Rand, x: number, y: number, w: number, h: number): string {
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f2b63f"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#speckle)" opacity="0.6"/>`,
  ];
  for (let i = 0; i < (w * h) / 700; i++) {
    const px = f(x + r() * w);
    const py = f(y + r() * h);
    parts.push(
      `<path transform="translate(${px} ${py}) rotate(${f(r() * 360)})" d="M-10 0 a10 10 0 0 1 20 0" stroke="${pick(r, ['#f7cf6a', '#e59d2a', '#fbe08f'])}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    );
  }
  for (let i = 0; i < (w * h) / 5000; i++) {
    parts.push(
      `<ellipse cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" rx="${f(between(r, 14, 30))}" ry="${f(between(r, 8, 18))}" fill="#b8651a" opacity="0.45"/>`,
    );
  }
  return parts.join('');
}

export function greenBeans(r: Rand, x: number, y: number, w: number, h: number): string {
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#3f6b1f"/>`];
  for (let i = 0; i < (w * h) / 450; i++) {
    const px = f(x + r() * w);
    const py = f(y + r() * h);
    parts.push(
      `<path transform="translate(${px} ${py}) rotate(${f(between(r, -30, 30))})" d="M-34 0 q34 -8 68 0" stroke="${pick(r, ['#5a9a2c', '#4a8a24', '#6aae38'])}" stroke-width="9" stroke-linecap="round" fill="none"/>`,
    );
  }
  for (let i = 0; i < (w * h) / 2500; i++) {
    parts.push(
      `<ellipse cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" rx="9" ry="4" transform="rotate(${f(r() * 180)} ${f(x + r() * w)} ${f(y + r() * h)})" fill="#f1dcb0"/>`,
    );
  }
  return parts.join('');
}

export function herbRice(r: Rand, x: number, y: number, w: number, h: number): string {
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f4ead2"/>`];
  for (let i = 0; i < (w * h) / 90; i++) {
    parts.push(
      `<ellipse cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" rx="5" ry="2" transform="rotate(${f(r() * 180)} ${f(x + r() * w)} ${f(y + r() * h)})" fill="${pick(r, ['#fffaf0', '#e9dcbc', '#f8f0da'])}"/>`,
    );
  }
  for (let i = 0; i < (w * h) / 900; i++) {
    parts.push(
      `<circle cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" r="3" fill="${pick(r, ['#3f6b1f', '#d9531e', '#f2c12e'])}"/>`,
    );
  }
  return parts.join('');
}

export function lambChops(r: Rand, cx: number, cy: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = -45 + i * 30 + between(r, -4, 4);
    parts.push(
      `<g transform="translate(${cx + 70} ${cy}) rotate(${f(a + 180)})" filter="url(#shadow-sm)">
      <rect x="-6" y="-6" width="80" height="12" rx="6" fill="#f3e6cf"/>
      <ellipse cx="110" cy="0" rx="46" ry="32" fill="#6b2e16"/>
      <ellipse cx="106" cy="-3" rx="34" ry="22" fill="#9b4a28"/>
      <ellipse cx="102" cy="-2" rx="16" ry="10" fill="#c7715a"/>
      <path d="M80 10 l50 -20 M86 22 l50 -20" stroke="#3b1508" stroke-width="5" opacity="0.6"/></g>`,
    );
  }
  return parts.join('');
}

export function tart(r: Rand, cx: number, cy: number, radius: number): string {
  const flutes: string[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    flutes.push(
      `<circle cx="${f(cx + Math.cos(a) * radius)}" cy="${f(cy + Math.sin(a) * radius)}" r="${f(radius * 0.09)}" fill="#d89a4a"/>`,
    );
  }
  const sugar: string[] = [];
  for (let i = 0; i < 60; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * radius * 0.9;
    sugar.push(
      `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="1.6" fill="#fff" opacity="0.85"/>`,
    );
  }
  return `<g filter="url(#shadow)">${flutes.join('')}<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#e2ad62"/></g>
  <circle cx="${cx}" cy="${cy}" r="${f(radius * 0.86)}" fill="#fff1cf"/>
  ${berries(r, cx, cy, radius * 0.75, Math.round(radius / 5))}${sugar.join('')}`;
}
