// Measurements sampled against the clock (a startup profile, Lighthouse's long tasks) grow when other
// jobs on a shared machine preempt the process being measured. Where this process may (root, with
// util-linux's `chrt`), such a command runs under the real-time scheduler (SCHED_FIFO), so that it
// is measured as if the machine were its own; elsewhere it runs as it is, and its figures are
// compared with runs made at the same load only. Only for short commands that finish by themselves:
// a server started this way (wrangler dev and its D1 migrations) spun at full CPU for minutes here,
// its real-time threads waiting on work that ordinary ones never got to do.
import { spawnSync } from "node:child_process";

let allowed;

/** Whether commands can run under the real-time scheduler here (asked once). */
export function realTimeAllowed() {
  allowed ??= process.getuid?.() === 0 && spawnSync("chrt", ["-f", "1", "true"]).status === 0;
  return allowed;
}

/** `[command, args]` to run `command args` under the real-time scheduler where allowed, else as it is. */
export const underRealTime = (command, args) => (realTimeAllowed() ? ["chrt", ["-f", "50", command, ...args]] : [command, args]);
