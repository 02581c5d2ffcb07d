/**
 * The table and what is set on it, for the site's generated artwork (overhead "flat lay" food photography
 * drawn as SVG): wood, linen, plates, glasses, cutlery, pans, flowers, light. Every function returns an SVG
 * fragment; positions are in the scene's own pixels.
 */
import { between, f, type Rand } from './random.ts';

/** Shared filters and gradients; every scene includes these once. */
export function defs(): string {
  return `
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
    <feOffset dx="10" dy="18" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.45"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="shadow-sm" x="-30%" y="-30%" width="160%" height="160%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="4"/>
    <feOffset dx="3" dy="5" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="blur-soft"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="blur-glow"><feGaussianBlur stdDeviation="30"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="7"/>
    <feColorMatrix values="0 0 0 0 0.16  0 0 0 0 0.09  0 0 0 0 0.04  0 0 0 0.55 0"/>
  </filter>
  <filter id="speckle" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>
    <feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.25  0 0 0 0 0.05  0 0 0 0.9 -0.35"/>
  </filter>
  <filter id="linen" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.35 0.02" numOctaves="2" seed="11"/>
    <feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.5  0 0 0 0 0.42  0 0 0 0.18 0"/>
  </filter>
  <radialGradient id="plate" cx="45%" cy="40%" r="65%">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f6f1ea"/><stop offset="1" stop-color="#ddd3c6"/>
  </radialGradient>
  <radialGradient id="plate-well" cx="50%" cy="45%" r="60%">
    <stop offset="0" stop-color="#fbf8f3"/><stop offset="1" stop-color="#ebe3d8"/>
  </radialGradient>
  <radialGradient id="stoneware" cx="40%" cy="35%" r="70%">
    <stop offset="0" stop-color="#5b6a6e"/><stop offset="1" stop-color="#2e3a3d"/>
  </radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f1f3f5"/><stop offset="0.45" stop-color="#b9c0c7"/>
    <stop offset="0.55" stop-color="#d8dde2"/><stop offset="1" stop-color="#8e979f"/>
  </linearGradient>
  <linearGradient id="salmon" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffab7a"/><stop offset="0.6" stop-color="#f0764a"/><stop offset="1" stop-color="#c9532e"/>
  </linearGradient>
  <radialGradient id="golden" cx="40%" cy="35%" r="70%">
    <stop offset="0" stop-color="#f7c873"/><stop offset="0.6" stop-color="#d98c32"/><stop offset="1" stop-color="#9c5416"/>
  </radialGradient>
  <radialGradient id="crust" cx="45%" cy="40%" r="65%">
    <stop offset="0" stop-color="#f3cf8a"/><stop offset="0.75" stop-color="#d4943f"/><stop offset="1" stop-color="#a8631f"/>
  </radialGradient>
  <radialGradient id="wine" cx="40%" cy="40%" r="60%">
    <stop offset="0" stop-color="#8c1c2c"/><stop offset="1" stop-color="#4a0a14"/>
  </radialGradient>
  <radialGradient id="coffee" cx="45%" cy="45%" r="55%">
    <stop offset="0" stop-color="#c58a55"/><stop offset="0.55" stop-color="#7a4522"/><stop offset="1" stop-color="#3d1f0c"/>
  </radialGradient>
  <radialGradient id="juice" cx="40%" cy="40%" r="60%">
    <stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#f08a12"/>
  </radialGradient>
  <radialGradient id="glow" cx="50%" cy="50%" r="50%">
    <stop offset="0" stop-color="#ffe2a8" stop-opacity="0.85"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </radialGradient>
  <linearGradient id="warm-light" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.22"/><stop offset="0.5" stop-color="#ffd9a0" stop-opacity="0"/>
  </linearGradient>`;
}

/** A dark walnut table with planks and grain. */
export function woodTable(w: number, h: number, tone: 'walnut' | 'oak' = 'walnut'): string {
  const [a, b] = tone === 'walnut' ? ['#4a2c1a', '#2d190e'] : ['#b98a5a', '#8a5f36'];
  const planks: string[] = [];
  for (let y = 0; y < h; y += 170) {
    planks.push(`<rect x="0" y="${y}" width="${w}" height="2" fill="#000" opacity="0.35"/>`);
  }
  return `
  <linearGradient id="wood-${tone}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>
  </linearGradient>
  <rect width="${w}" height="${h}" fill="url(#wood-${tone})"/>
  <rect width="${w}" height="${h}" filter="url(#grain)"/>
  ${planks.join('')}`;
}

export function linenRunner(x: number, y: number, w: number, h: number, color = '#efe6d6'): string {
  return `<g filter="url(#shadow-sm)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/></g>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#linen)"/>
  <rect x="${x + 14}" y="${y}" width="3" height="${h}" fill="#c9b99f" opacity="0.6"/>
  <rect x="${x + w - 17}" y="${y}" width="3" height="${h}" fill="#c9b99f" opacity="0.6"/>`;
}

export function plate(cx: number, cy: number, r: number, inner = ''): string {
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/></g>
  <circle cx="${cx}" cy="${cy}" r="${f(r * 0.72)}" fill="url(#plate-well)" stroke="#e2d8ca" stroke-width="2"/>
  ${inner}`;
}

export function bowl(
  cx: number,
  cy: number,
  r: number,
  inner: string,
  style: 'white' | 'stone' = 'white',
): string {
  const body = style === 'white' ? 'url(#plate)' : 'url(#stoneware)';
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${body}"/></g>
  <circle cx="${cx}" cy="${cy}" r="${f(r * 0.86)}" fill="${style === 'white' ? '#e9e1d5' : '#243033'}"/>
  <clipPath id="bowl-${cx}-${cy}"><circle cx="${cx}" cy="${cy}" r="${f(r * 0.86)}"/></clipPath>
  <g clip-path="url(#bowl-${cx}-${cy})">${inner}</g>
  <circle cx="${cx}" cy="${cy}" r="${f(r * 0.86)}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${f(r * 0.08)}"/>`;
}

export function wineGlass(x: number, y: number, r: number, fill: 'red' | 'white' | 'water' = 'red'): string {
  const liquid =
    fill === 'red'
      ? `<circle cx="${x}" cy="${y}" r="${f(r * 0.72)}" fill="url(#wine)"/>`
      : fill === 'white'
        ? `<circle cx="${x}" cy="${y}" r="${f(r * 0.72)}" fill="#f3e3a2" opacity="0.8"/>`
        : `<circle cx="${x}" cy="${y}" r="${f(r * 0.78)}" fill="#cfe6ee" opacity="0.35"/>`;
  return `<ellipse cx="${f(x + r * 0.35)}" cy="${f(y + r * 0.45)}" rx="${r}" ry="${f(r * 0.8)}" fill="#000" opacity="0.18" filter="url(#blur-soft)"/>
  <circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.14" stroke="#ffffff" stroke-opacity="0.65" stroke-width="3"/>
  ${liquid}
  <path d="M${f(x - r * 0.55)} ${f(y - r * 0.45)} a${f(r * 0.75)} ${f(r * 0.75)} 0 0 1 ${f(r * 0.6)} ${f(-r * 0.3)}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.75" fill="none"/>`;
}

export function candle(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${f(r * 4)}" fill="url(#glow)"/>
  <g filter="url(#shadow-sm)"><circle cx="${x}" cy="${y}" r="${r}" fill="#f8f1e3"/></g>
  <circle cx="${x}" cy="${y}" r="${f(r * 0.3)}" fill="#ffcf5a"/><circle cx="${x}" cy="${y}" r="${f(r * 0.14)}" fill="#fffbe8"/>`;
}

export function cutlery(x: number, y: number, angle: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" filter="url(#shadow-sm)">
    <path d="M0 0 h190 q26 0 40 -8 q-14 -8 -40 -8 h-190 z" fill="url(#metal)"/>
    <g transform="translate(0 40)"><rect x="0" y="-5" width="150" height="10" rx="5" fill="url(#metal)"/>
    <path d="M150 -12 h60 M150 -4 h64 M150 4 h64 M150 12 h60" stroke="#c3c9cf" stroke-width="5" stroke-linecap="round"/>
    <rect x="140" y="-14" width="22" height="28" rx="8" fill="url(#metal)"/></g></g>`;
}

export function napkin(x: number, y: number, w: number, h: number, angle: number, color = '#b5452a'): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#shadow-sm)">
    <rect width="${w}" height="${h}" rx="4" fill="${color}"/>
    <path d="M0 ${f(h * 0.5)} H${w}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>
    <rect x="8" y="8" width="${w - 16}" height="${h - 16}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 6"/></g>`;
}

export function coffeeCup(x: number, y: number, r: number, angle = 30): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <g filter="url(#shadow)"><circle r="${f(r * 1.5)}" fill="url(#plate)"/></g>
    <rect x="${f(r * 0.85)}" y="${f(-r * 0.18)}" width="${f(r * 0.6)}" height="${f(r * 0.36)}" rx="${f(r * 0.18)}" fill="#f4eee6" stroke="#d9cfc2" stroke-width="2"/>
    <circle r="${r}" fill="#f7f2ea" stroke="#d9cfc2" stroke-width="2"/>
    <circle r="${f(r * 0.8)}" fill="url(#coffee)"/>
    <path d="M${f(-r * 0.3)} ${f(-r * 0.1)} c${f(r * 0.2)} ${f(-r * 0.3)} ${f(r * 0.45)} ${f(r * 0.3)} ${f(r * 0.6)} 0" stroke="#e9c9a0" stroke-width="4" fill="none" opacity="0.8"/></g>`;
}

export function juiceGlass(x: number, y: number, r: number): string {
  return `<ellipse cx="${f(x + r * 0.3)}" cy="${f(y + r * 0.4)}" rx="${r}" ry="${f(r * 0.8)}" fill="#000" opacity="0.2" filter="url(#blur-soft)"/>
  <circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.3" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
  <circle cx="${x}" cy="${y}" r="${f(r * 0.82)}" fill="url(#juice)"/>
  <path d="M${f(x - r * 0.5)} ${f(y - r * 0.4)} a${f(r * 0.7)} ${f(r * 0.7)} 0 0 1 ${f(r * 0.5)} ${f(-r * 0.3)}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8" fill="none"/>`;
}

/** An aluminium catering pan (half or full pan) seen from above, with its food clipped inside. */
export function cateringPan(x: number, y: number, w: number, h: number, food: string, id: string): string {
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="url(#metal)"/></g>
  <rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="10" fill="#9aa3ab"/>
  <clipPath id="pan-${id}"><rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="8"/></clipPath>
  <g clip-path="url(#pan-${id})">${food}</g>
  <rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="10" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="6"/>`;
}

export function servingSpoon(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#shadow-sm)">
    <rect x="0" y="-7" width="200" height="14" rx="7" fill="url(#metal)"/>
    <ellipse cx="235" cy="0" rx="46" ry="32" fill="url(#metal)"/><ellipse cx="238" cy="0" rx="36" ry="24" fill="#c7cdd3"/></g>`;
}

export function flowers(r: Rand, cx: number, cy: number, count: number, color = '#f4a6a0'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + between(r, -60, 60);
    const y = cy + between(r, -40, 40);
    parts.push(
      `<ellipse cx="${f(x + 18)}" cy="${f(y + 10)}" rx="20" ry="9" transform="rotate(${f(r() * 180)} ${f(x + 18)} ${f(y + 10)})" fill="#4f7a2c"/>`,
    );
    for (let p = 0; p < 6; p++) {
      const a = (p / 6) * 360;
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y - 14)}" rx="9" ry="15" transform="rotate(${a} ${f(x)} ${f(y)})" fill="${color}"/>`,
      );
    }
    parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="#f2c14e"/>`);
  }
  return `<g filter="url(#shadow-sm)">${parts.join('')}</g>`;
}

/** Soft warm light from the top left and darker corners, like a photograph. */
export function lighting(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#warm-light)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}
