/**
 * Small SVG drawing helpers for the generated demo artwork: food seen from above on a table,
 * in the brand's warm palette. Everything is drawn on an 800 x 600 canvas.
 */
const W = 800;
const H = 600;

/** A seeded pseudo-random source, so the artwork is the same on every generation. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const DEFS = `
<defs>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">
    <feGaussianBlur stdDeviation="9" />
  </filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%">
    <feGaussianBlur stdDeviation="2" />
  </filter>
  <radialGradient id="plate" cx="45%" cy="40%" r="65%">
    <stop offset="0%" stop-color="#ffffff" />
    <stop offset="85%" stop-color="#f3ece2" />
    <stop offset="100%" stop-color="#ddd0bf" />
  </radialGradient>
  <radialGradient id="well" cx="45%" cy="40%" r="70%">
    <stop offset="0%" stop-color="#fffdf9" />
    <stop offset="100%" stop-color="#efe6d8" />
  </radialGradient>
  <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0" />
    <stop offset="100%" stop-color="#000" stop-opacity="0.38" />
  </radialGradient>
  <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0%" stop-color="#fff7e0" stop-opacity="0.22" />
    <stop offset="55%" stop-color="#fff7e0" stop-opacity="0" />
  </linearGradient>
  <radialGradient id="golden" cx="40%" cy="35%" r="70%">
    <stop offset="0%" stop-color="#f6c46a" />
    <stop offset="70%" stop-color="#d98f2f" />
    <stop offset="100%" stop-color="#a9631c" />
  </radialGradient>
  <radialGradient id="glass" cx="40%" cy="35%" r="70%">
    <stop offset="0%" stop-color="#ffffff" stop-opacity="0.75" />
    <stop offset="100%" stop-color="#d8ecef" stop-opacity="0.55" />
  </radialGradient>
</defs>`;

export type Surface = 'wood' | 'linen' | 'slate' | 'marble';

export function surface(kind: Surface, seed = 1): string {
  const rnd = random(seed);
  if (kind === 'wood') {
    const planks = [0, 1, 2, 3, 4]
      .map((i) => {
        const y = i * 120;
        const tone = ['#8a4a22', '#945127', '#7f431e', '#8e4d24', '#83461f'][i];
        const grain = Array.from({ length: 6 }, () => {
          const gy = y + 10 + rnd() * 100;
          return `<path d="M0 ${gy.toFixed(0)} C200 ${(gy - 8).toFixed(0)} 420 ${(gy + 10).toFixed(0)} 800 ${(gy - 4).toFixed(0)}" stroke="#5e2f12" stroke-opacity="0.22" stroke-width="2" fill="none"/>`;
        }).join('');
        return `<rect y="${y}" width="800" height="120" fill="${tone}"/>${grain}<line x1="0" y1="${y}" x2="800" y2="${y}" stroke="#4a230c" stroke-width="3" stroke-opacity="0.6"/>`;
      })
      .join('');
    return planks;
  }
  if (kind === 'linen') {
    const lines = Array.from({ length: 20 }, (_, i) => {
      const p = i * 40;
      return `<line x1="${p}" y1="0" x2="${p}" y2="600" stroke="#c9a27a" stroke-opacity="0.18" stroke-width="14"/><line x1="0" y1="${p}" x2="800" y2="${p}" stroke="#c9a27a" stroke-opacity="0.14" stroke-width="14"/>`;
    }).join('');
    return `<rect width="800" height="600" fill="#f4e9d8"/>${lines}`;
  }
  if (kind === 'slate') {
    const speckles = Array.from(
      { length: 140 },
      () =>
        `<circle cx="${(rnd() * 800).toFixed(0)}" cy="${(rnd() * 600).toFixed(0)}" r="${(1 + rnd() * 2).toFixed(1)}" fill="#fff" fill-opacity="0.05"/>`,
    ).join('');
    return `<rect width="800" height="600" fill="#2f3437"/>${speckles}`;
  }
  const veins = Array.from({ length: 7 }, () => {
    const y = rnd() * 600;
    return `<path d="M-20 ${y.toFixed(0)} C 200 ${(y + 80 * (rnd() - 0.5)).toFixed(0)} 500 ${(y + 160 * (rnd() - 0.5)).toFixed(0)} 820 ${(y + 120 * (rnd() - 0.5)).toFixed(0)}" stroke="#b8aa9a" stroke-opacity="0.35" stroke-width="${(1 + rnd() * 3).toFixed(1)}" fill="none"/>`;
  }).join('');
  return `<rect width="800" height="600" fill="#f2eee8"/>${veins}`;
}

export function shadow(cx: number, cy: number, rx: number, ry = rx, opacity = 0.35): string {
  return `<ellipse cx="${cx + 10}" cy="${cy + 14}" rx="${rx}" ry="${ry}" fill="#1d0f06" fill-opacity="${opacity}" filter="url(#shadow)"/>`;
}

export function plate(cx: number, cy: number, r: number): string {
  return `${shadow(cx, cy, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="url(#well)" stroke="#e4d8c6" stroke-width="2"/>`;
}

export function bowl(cx: number, cy: number, r: number, rim = '#f7f1e8', inside = '#efe4d3'): string {
  return `${shadow(cx, cy, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${inside}"/>`;
}

export function leaf(cx: number, cy: number, length: number, angle: number, color = '#5f9142'): string {
  const w = length * 0.42;
  return `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle.toFixed(0)})">
<path d="M0 0 C ${w} ${-length * 0.3} ${w} ${-length * 0.75} 0 ${-length} C ${-w} ${-length * 0.75} ${-w} ${-length * 0.3} 0 0Z" fill="${color}"/>
<path d="M0 -2 L0 ${-length * 0.9}" stroke="#2c451f" stroke-opacity="0.35" stroke-width="1.5"/></g>`;
}

export function sprig(cx: number, cy: number, seed: number, size = 16): string {
  const rnd = random(seed);
  return Array.from({ length: 5 }, (_, i) =>
    leaf(
      cx + (rnd() - 0.5) * size,
      cy + (rnd() - 0.5) * size,
      size * (0.8 + rnd() * 0.5),
      i * 72 + rnd() * 30,
      i % 2 ? '#74aa52' : '#4b7434',
    ),
  ).join('');
}

export function lemonWedge(cx: number, cy: number, r: number, angle: number): string {
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})">
<path d="M ${-r} 0 A ${r} ${r} 0 0 0 ${r} 0 Z" fill="#f2cf3d"/>
<path d="M ${-r * 0.84} 2 A ${r * 0.84} ${r * 0.84} 0 0 0 ${r * 0.84} 2 Z" fill="#fbe98d"/>
${[-60, -30, 0, 30, 60].map((a) => `<line x1="0" y1="2" x2="${(Math.sin((a * Math.PI) / 180) * r * 0.8).toFixed(1)}" y2="${(Math.cos((a * Math.PI) / 180) * r * 0.8).toFixed(1)}" stroke="#f2cf3d" stroke-width="2"/>`).join('')}
</g>`;
}

export function lemonSlice(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.82).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.82).toFixed(1)}" stroke="#f6e27a" stroke-width="2.5"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f0c419"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#fbe98d"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#fffbe0"/>`;
}

export function berry(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="${color}"/><circle cx="${(cx - r * 0.35).toFixed(1)}" cy="${(cy - r * 0.35).toFixed(1)}" r="${(r * 0.3).toFixed(1)}" fill="#fff" fill-opacity="0.45"/>`;
}

export function fork(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" fill="#c9cdd1" stroke="#9ea4aa" stroke-width="1">
<rect x="-5" y="0" width="10" height="150" rx="5"/><rect x="-13" y="-50" width="26" height="56" rx="8"/>
${[-10, -3.5, 3.5, 10].map((t) => `<rect x="${t - 2}" y="-92" width="4" height="48" rx="2"/>`).join('')}</g>`;
}

export function knife(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" fill="#c9cdd1" stroke="#9ea4aa" stroke-width="1">
<rect x="-6" y="0" width="12" height="140" rx="6"/><path d="M -7 4 L -7 -110 Q 10 -100 9 -40 L 7 4 Z"/></g>`;
}

export function napkin(x: number, y: number, w: number, h: number, angle: number, color = '#c2581d'): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${shadow(w / 2, h / 2, w / 2, h / 2, 0.25)}
<rect width="${w}" height="${h}" rx="6" fill="${color}"/><rect x="10" y="10" width="${w - 20}" height="${h - 20}" rx="4" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 5"/></g>`;
}

/** Wraps a composition with the shared defs, a warm light and a vignette. */
export function canvas(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<title>${title}</title>${DEFS}${body}
<rect width="${W}" height="${H}" fill="url(#light)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** An irregular rounded shape around (cx, cy): egg whites, drumsticks, syrup pools. */
export function blob(
  cx: number,
  cy: number,
  r: number,
  seed: number,
  fill: string,
  jitter = 0.18,
  extra = '',
): string {
  const rnd = random(seed);
  const n = 10;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - jitter + rnd() * jitter * 2);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const mid = (i: number) => {
    const p = pts[i % n]!;
    const q = pts[(i + 1) % n]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as const;
  };
  let d = `M ${mid(0)[0].toFixed(1)} ${mid(0)[1].toFixed(1)}`;
  for (let i = 1; i <= n; i++) {
    const p = pts[i % n]!;
    const m = mid(i);
    d += ` Q ${p[0].toFixed(1)} ${p[1].toFixed(1)} ${m[0].toFixed(1)} ${m[1].toFixed(1)}`;
  }
  return `<path d="${d} Z" fill="${fill}" ${extra}/>`;
}
