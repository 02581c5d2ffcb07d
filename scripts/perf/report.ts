/**
 * The formats the report prints figures in: kilobytes, milliseconds, and a tap's time (or LOST when
 * its result never showed).
 */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const tapText = (value: number | null) => (value === null ? 'LOST' : ms(value));
