// The workers projects' setup: the moved clock TEST_CLOCK names (vitest.config.ts passes it in as a binding).
import { env } from "cloudflare:workers";
import { useTestClock } from "./fixed-clock";

useTestClock(env.TEST_CLOCK);
