/** Deterministic randomness and number helpers for the generated artwork: a rebuild draws the same pictures. */
/** Deterministic randomness, so a rebuild draws the same pictures. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = ReturnType<typeof random>;

export const between = (r: Rand, min: number, max: number) => min + r() * (max - min);

export const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

export const f = (n: number) => Number(n.toFixed(1));
