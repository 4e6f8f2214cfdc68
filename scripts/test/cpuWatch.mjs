#!/usr/bin/env node
/**
 * Where the CPU of a test run goes (Linux; elsewhere it reports nothing). CI's machine has two cores and
 * the suite keeps both busy, so a step's wall time depends on what runs beside it: its CPU is what it
 * costs. Every second each process's CPU time is read from /proc and counted for its owner, decided once
 * per process when it is first seen. The kernel's own sum of ended children is no substitute: a
 * browser's processes are not waited for by the run that started it (7 of 26 s counted for one spec).
 * A process is counted from its start; one that ends between two readings loses at most its last second.
 *
 * As a module: `cpuWatch(ownerOf)` (tests/e2e/run.mjs counts each spec's Playwright run and each server).
 * As a command, `node scripts/test/cpuWatch.mjs` (.ci/run starts it after the install and stops it last): every
 * process is counted for the outermost step of CI among its ancestors, and on SIGTERM or SIGINT the table
 * of CPU seconds by step is printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** proc(5) counts CPU time in clock ticks: 100 a second on Linux. */
const TICKS_PER_SECOND = 100;

/** A process's parent, group, CPU ticks and start (which tells a reused pid apart), or null when it has ended. */
export function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces and brackets)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] };
  } catch {
    return null;
  }
}

/**
 * Samples every process each second; `ownerOf(pid, stat)` names the owner of a process it sees for the
 * first time (null: not counted). `keepAlive`: the sampling alone keeps the process running.
 */
export function cpuWatch(ownerOf, { keepAlive = false } = {}) {
  /** `pid:start` → the owner's name (null: not counted) and the process's CPU ticks when last read */
  const processes = new Map();
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return false;
    }
    for (const pid of pids) {
      const stat = readStat(pid);
      if (!stat) continue;
      const key = `${pid}:${stat.start}`;
      let entry = processes.get(key);
      if (!entry) {
        // decided once: a process no one owns is remembered too, not looked up again every second
        entry = { owner: ownerOf(Number(pid), stat), ticks: 0 };
        processes.set(key, entry);
      }
      entry.ticks = stat.ticks;
    }
    return true;
  };
  const available = sample();
  const timer = available ? setInterval(sample, 1000) : null;
  // a module's sampling never keeps its process from ending; the command lives until it is stopped
  if (!keepAlive) timer?.unref();
  return {
    available,
    /** reads once more and returns the CPU seconds by owner */
    totals() {
      if (!available) return new Map();
      sample();
      const byOwner = new Map();
      for (const { owner, ticks } of processes.values()) if (owner) byOwner.set(owner, (byOwner.get(owner) ?? 0) + ticks / TICKS_PER_SECOND);
      return byOwner;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The first of `names` (pid → name) found up the parent chain of `pid`, or null. */
export function ancestorIn(pid, names) {
  for (let at = pid, hops = 0; at > 1 && hops < 40; hops += 1) {
    if (names.has(at)) return names.get(at);
    at = readStat(at)?.ppid ?? 0;
  }
  return null;
}

/** CI's steps, by what their command line holds (the outermost match up the chain names the owner). */
const STEPS = [
  [/\bvitest\b/, 'unit and component tests (Vitest)'],
  [/tests\/e2e\/run\.mjs/, 'browser tests (tests/e2e/run.mjs: builds, servers, Playwright)'],
  [/\beslint\b|checkLinks/, 'lint'],
  [/\btsc\b/, 'type check'],
  [/scripts\/size\.mjs/, 'first-load JS gates (builds, Chromium)'],
  [/scripts\/perf\/tasks\.mjs/, "main-thread gate (its pre-render and loads)"],
  // a mock API that no outer step started is the contract check's (the browser tests and gates start their own)
  [/contract|prism|redocly|mocks\/server\.ts|mock:api/, 'contract check'],
  [/vite(\.js)? build/, 'production build'],
];

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
}

/**
 * The outermost CI step among the ancestors of a process that `root` started (a build inside a gate is
 * the gate's); `rest` for one of root's that is in no step; null for a process root did not start.
 */
function stepOf(pid, root, rest) {
  let found = null;
  for (let at = pid, hops = 0; at > 1 && hops < 40; hops += 1) {
    if (at === root) return found ?? rest;
    const command = commandLine(at);
    if (command === null) return null;
    const step = STEPS.find(([pattern]) => pattern.test(command));
    if (step) found = step[1];
    at = readStat(at)?.ppid ?? 0;
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // the shell that started this: CI's script; its other descendants are CI's steps
  const root = process.ppid;
  const started = Date.now();
  const watch = cpuWatch((pid) => (pid === process.pid ? null : stepOf(pid, root, 'the rest (shells, npm, the waits)')), { keepAlive: true });
  const report = () => {
    watch.stop();
    const totals = [...watch.totals()].sort((a, b) => b[1] - a[1]);
    const all = totals.reduce((sum, [, seconds]) => sum + seconds, 0);
    const wall = (Date.now() - started) / 1000;
    const cores = availableParallelism();
    console.log(`\n=== CPU by step: ${all.toFixed(0)} s of CPU in ${wall.toFixed(0)} s (${cores} cores give ${(cores * wall).toFixed(0)}) ===`);
    for (const [owner, seconds] of totals) {
      if (seconds >= 0.5) console.log(`${seconds.toFixed(0).padStart(6)} s ${((100 * seconds) / all).toFixed(0).padStart(3)} %  ${owner}`);
    }
    process.exit(0);
  };
  if (!watch.available) process.exit(0);
  process.on('SIGTERM', report);
  process.on('SIGINT', report);
}
