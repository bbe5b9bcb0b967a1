// The tests of `npm test` after the build, run at once: the workerd and Node layers (workers and
// client, with coverage) and the Chromium layer (e2e) in two parts, each against its own wrangler
// dev. The typecheck and lint are `npm run check`, and the long simulations `npm run test:slow`:
// steps of their own in CI (.ci/run), which on two cores would take CPU the tests need. vitest runs
// a project whose files must go one at a time after all the others, so in one process the browser
// tests would only start once the rest had finished; most of their time is spent waiting on
// wrangler dev and Chromium, which overlaps well with the workerd files, and the two browser parts
// halve the longest chain. Every process's output but the first layer's is kept and printed after
// it, so none interleaves with another. The last line adds up the closing lines
// (test/support/summary-reporter.ts, read back by closing-lines.mjs) for CI: `N passed, N failed`.
import { spawn } from "node:child_process";
import { countsOf, sumOf } from "./closing-lines.mjs";
import { prepareE2eState } from "./e2e-state.mjs";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs one process; its output goes on as it comes, or is kept until asked for. */
function run(command, args, { keep, extraEnv = {} }) {
  const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const take = (stream, target) =>
    stream.on("data", (chunk) => {
      output += chunk;
      if (!keep) target.write(chunk);
    });
  take(child.stdout, process.stdout);
  take(child.stderr, process.stderr);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output })));
}

const template = ".wrangler/e2e-state-template";
const firstPort = Number(process.env.E2E_PORT ?? 8790);

/**
 * The browser layer in its two parts (E2E_PART, vitest.config.ts), each with its own wrangler dev on
 * its own port and a copy of `template`, the state with the migrations and the demo content.
 */
const browserParts = () =>
  Promise.all(
    [1, 2].map((part) =>
      run("npx", ["vitest", "run", "--project", "e2e"], {
        keep: true,
        extraEnv: {
          E2E_PART: String(part),
          E2E_PORT: String(firstPort + part - 1),
          E2E_STATE: `.wrangler/e2e-state-${part}`,
          E2E_STATE_FROM: template,
          // `npm test` built dist/ just before (client/build.mjs says why the servers need not).
          CLIENT_BUILD_CURRENT: "1",
        },
      }),
    ),
  );

// The browser layer is the longest chain: its state is made first (a state that cannot be made
// fails both parts, with the reason); the workerd and Node layers start at once.
const stateMade = prepareE2eState(template).then(
  () => null,
  (error) => ({ code: 1, output: `The browser tests' state could not be made: ${error.message}\n` }),
);
const [workers, [browserFirst, browserSecond]] = await Promise.all([
  run("npx", ["vitest", "run", "--coverage", "--project", "workers", "--project", "client"], { keep: false }),
  stateMade.then((failed) => (failed ? [failed, failed] : browserParts())),
]);
const kept = [
  ["browser tests (e2e), first part", browserFirst],
  ["browser tests (e2e), second part", browserSecond],
];
for (const [name, layer] of kept) process.stdout.write(`\n──── ${name} ────\n${layer.output}`);

const layers = [workers, browserFirst, browserSecond].map((layer) => ({ ...countsOf(layer.output), code: layer.code }));
// A layer that ended without its closing line (its start failed, it crashed) says why in one line
// just above the total, where a CI log cut to its last lines still shows it.
for (const [name, layer] of [["workerd and Node layers", workers], ...kept]) {
  if (countsOf(layer.output).closed) continue;
  const reason = layer.output.split("\n").filter((line) => /error|failed|timed? ?out/i.test(line)).at(-1)?.trim() ?? `exit code ${layer.code}`;
  process.stdout.write(`\n${name} ended without its closing line: ${reason.slice(0, 300)}`);
}
const total = sumOf(layers);
process.stdout.write(`\n${total.line}\n`);
process.exitCode = total.failed > 0 ? 1 : 0;
