/** Types of cpuWatch.mjs (a plain module: tests/e2e/run.mjs and .ci/run run it with node as it is). */
export interface ProcessStat {
  ppid: number;
  pgrp: number;
  /** CPU time in clock ticks (user and system) */
  ticks: number;
  start: string;
}
export function readStat(pid: number | string): ProcessStat | null;
export interface CpuWatch {
  available: boolean;
  totals(): Map<string, number>;
  stop(): void;
}
export function cpuWatch(ownerOf: (pid: number, stat: ProcessStat) => string | null, options?: { keepAlive?: boolean }): CpuWatch;
export function ancestorIn(pid: number, names: Map<number, string>): string | null;
