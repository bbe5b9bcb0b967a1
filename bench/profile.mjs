// `npm run bench:profile -- <path> [--uncached] [--top N]`: where the Worker's CPU goes on one
// address under load. Builds the site, starts it on the real runtime (wrangler dev, production
// build, demo content) with workerd's inspector open, records a V8 CPU profile while wrk loads the
// address (16 connections; `--uncached` adds a random query parameter, so every request is
// rendered), and prints the JavaScript's self time by function and by part of the code (the
// site's folders, React, hono, zod, drizzle…), as a share of all the profile's samples. The JS
// isolate's time only: the runtime's own work (HTTP, the local Cache API and D1 services) is in
// bench/run.mjs's process CPU, not here. Writes the raw profile to bench/results/ for DevTools.
// Never part of `npm test`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import WebSocket from "ws";
import { benchEnv, startSite } from "./site.mjs";

const args = process.argv.slice(2);
const path = args.find((arg) => arg.startsWith("/")) ?? "/";
const uncached = args.includes("--uncached");
const top = Number(args[args.indexOf("--top") + 1]) || 25;
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const INSPECTOR_PORT = PORT + 1000;
const DURATION = process.env.BENCH_SECONDS ?? "8";
const UNCACHED_SCRIPT = ".wrangler/bench-uncached.lua";

mkdirSync(".wrangler", { recursive: true });
writeFileSync(
  UNCACHED_SCRIPT,
  `request = function()\n  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"\n  return wrk.format(nil, wrk.path .. sep .. "olcum=" .. math.random(1, 1000000000))\nend\n`,
);

/** A DevTools protocol session on the Worker's inspector: `send(method, params)` answers with the result. */
async function inspect(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  // wrangler's inspector proxy asks for an Origin header, which Node's own WebSocket does not send.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { origin: `http://127.0.0.1:${port}` });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let id = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      waiting.set(++id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** The part of the code a frame belongs to: a package under node_modules, a folder of the site, or the runtime. */
function partOf(url) {
  if (!url) return "(runtime)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/(src|client)\/([^/]+)(?:\/([^/]+))?/);
  if (own) return own[3] && !own[3].includes(".") ? `${own[1]}/${own[2]}/${own[3]}` : `${own[1]}/${own[2]}`;
  return url.replace(/^.*\//, "");
}

const frameName = (frame) => `${frame.functionName || "(anonymous)"}  ${partOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;

/**
 * Self time per function and per part, and inclusive time per function (a sample counts once for
 * every function on its stack), from the profile's samples (each one tick of the sampling interval).
 */
function summarise(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map();
  const byPart = new Map();
  const inclusive = new Map();
  for (const sample of profile.samples) {
    const frame = nodes.get(sample).callFrame;
    const name = frameName(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
    const part = frame.functionName === "(idle)" ? "(idle)" : frame.functionName === "(garbage collector)" ? "(garbage collector)" : partOf(frame.url);
    byPart.set(part, (byPart.get(part) ?? 0) + 1);
    const onStack = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) onStack.add(frameName(nodes.get(id).callFrame));
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
  return { byFunction, byPart, inclusive, total: profile.samples.length };
}

function print(title, counts, total, limit) {
  console.log(`\n${title}`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(6)} %  ${name}`);
  }
}

execFileSync("npm", ["run", "build", "--silent"], { env: benchEnv, stdio: "inherit" });
const site = await startSite({ port: PORT, persist: ".wrangler/bench-profile-state", // Not minified, so the functions keep their names (the shares barely move).
  extraArgs: ["--inspector-port", String(INSPECTOR_PORT), "--minify=false"] });
try {
  const inspector = await inspect(INSPECTOR_PORT);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  // Warm: the first requests compile the code and fill the caches.
  execFileSync("wrk", ["-t2", "-c16", "-d2s", ...(uncached ? ["-s", UNCACHED_SCRIPT] : []), site.base + path], { stdio: "ignore" });
  const cpuBefore = site.cpuSeconds();
  await inspector.send("Profiler.start");
  const out = execFileSync("wrk", ["-t2", "-c16", `-d${DURATION}s`, ...(uncached ? ["-s", UNCACHED_SCRIPT] : []), site.base + path], { encoding: "utf8" });
  const { profile } = await inspector.send("Profiler.stop");
  const cpu = site.cpuSeconds() - cpuBefore;
  inspector.close();
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  const { byFunction, byPart, inclusive, total } = summarise(profile);
  const busy = total - (byPart.get("(idle)") ?? 0);
  console.log(`${path}${uncached ? " (uncached)" : ""}: ${requests} requests, ${((cpu * 1000) / requests).toFixed(2)} ms of the runtime's CPU per request`);
  console.log(`JavaScript busy in ${((busy / total) * 100).toFixed(1)} % of the samples; shares below are of the busy samples`);
  byPart.delete("(idle)");
  print("By part", byPart, busy, top);
  print("By function (self time)", new Map([...byFunction].filter(([name]) => !name.startsWith("(idle)"))), busy, top);
  const ownCode = new Map([...inclusive].filter(([name]) => / {2}(src|client)\//.test(name) || /index\.js:/.test(name)));
  print("By function of the site (inclusive: with everything it calls)", ownCode, busy, top);
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/profile-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nThe whole profile (open it in Chrome DevTools' Performance panel): ${file}`);
} finally {
  await site.stop();
}
