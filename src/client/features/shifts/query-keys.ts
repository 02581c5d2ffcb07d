import type { EventKind } from '../../../common/shifts/schema.ts';

/** The shifts feature's query keys. */
export const shiftKeys = {
  all: ['shifts'] as const,
  event: (kind: EventKind, id: number) => ['shifts', 'event', kind, id] as const,
  mine: () => ['shifts', 'mine'] as const,
  unavailable: () => ['shifts', 'unavailable'] as const,
  payroll: (from: string, to: string) => ['shifts', 'payroll', from, to] as const,
};
