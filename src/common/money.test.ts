import { describe, expect, it } from 'vitest';
import {
  centsOfText,
  formatCents,
  formatMoney,
  fromCents,
  fromCentsOrNull,
  isMoneyText,
  MAX_CENTS,
  toCents,
} from './money.ts';

describe('money', () => {
  it('parses amounts into whole cents without floating-point drift', () => {
    expect(toCents('1250.10')).toBe(125010);
    expect(toCents('1250.1')).toBe(125010);
    expect(toCents('1250')).toBe(125000);
    expect(toCents('.5')).toBe(50);
    expect(toCents('1,250.50')).toBe(125050);
    expect(toCents('-5.50')).toBe(-550);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('999999.99')).toBe(99999999);
    expect(toCents('21474836.47')).toBe(MAX_CENTS);
  });

  it('refuses text that is not an amount instead of guessing through a float', () => {
    for (const odd of ['1e3', '12.345', 'abc', '', '.', '1.2.3', 'NaN', 'Infinity', '0x10']) {
      expect(() => toCents(odd), odd).toThrow(RangeError);
    }
  });

  it('reads whole cents a database sum answers, and nothing else', () => {
    expect(centsOfText('125010')).toBe(125010);
    expect(centsOfText(null)).toBe(0);
    expect(() => centsOfText('1250.10')).toThrow(RangeError);
  });

  it('adds in cents: 0.10 three times is 0.30', () => {
    expect(fromCents(toCents('0.10') * 3)).toBe('0.30');
    expect(fromCents(['19.99', '0.01', '5.55'].reduce((sum, v) => sum + toCents(v), 0))).toBe('25.55');
  });

  it('writes cents the way the API carries money', () => {
    expect(fromCents(1999)).toBe('19.99');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-550)).toBe('-5.50');
    expect(fromCents(MAX_CENTS)).toBe('21474836.47');
    expect(fromCentsOrNull(null)).toBeNull();
  });

  it('formats for people with two decimals and thousands separators', () => {
    expect(formatCents(125000)).toBe('$1,250.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-550)).toBe('-$5.50');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('42')).toBe('$42.00');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('accepts typed amounts with at most two decimals, never negative', () => {
    expect(isMoneyText('1250')).toBe(true);
    expect(isMoneyText('1250.5')).toBe(true);
    expect(isMoneyText('1250.555')).toBe(false);
    expect(isMoneyText('-1')).toBe(false);
    expect(isMoneyText('1,250')).toBe(false);
  });
});
