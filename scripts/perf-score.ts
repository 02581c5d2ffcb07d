/**
 * Lighthouse's performance scoring (v10+, mobile): each metric is placed on a log-normal curve given by
 * its 10th-percentile and median values, then weighted. Speed Index is not measured here, so its
 * weight is left out and the rest renormalised.
 */
export type Vitals = { fcp: number; lcp: number; cls: number; tbt: number };

const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
} as const;

/** Complementary error function (Abramowitz and Stegun 7.1.26), accurate to 1e-7. */
function erfc(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - y * Math.exp(-z * z);
  return 1 - sign * erf;
}

/** The share of pages this value beats, as Lighthouse computes it. */
export function logNormalScore(curve: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const xLogRatio = Math.log(value / curve.median);
  const p10LogRatio = -Math.log(curve.p10 / curve.median);
  const standardized = (xLogRatio * INVERSE_ERFC_ONE_FIFTH) / p10LogRatio;
  return Math.min(1, Math.max(0, erfc(standardized) / 2));
}

export function lighthouseLikeScore(vitals: Vitals): number {
  let total = 0;
  let weights = 0;
  for (const [metric, curve] of Object.entries(CURVES) as [keyof Vitals, (typeof CURVES)[keyof Vitals]][]) {
    total += logNormalScore(curve, vitals[metric]) * curve.weight;
    weights += curve.weight;
  }
  return Math.round((total / weights) * 100);
}
