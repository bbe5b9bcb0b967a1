export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function countsOf(output: string): Counts & { closed: boolean };
export function sumOf(runs: (Counts & { code?: number })[]): { passed: number; failed: number; line: string };
