import { createApp } from "./app";
import { guards } from "./edge/guard-registry";
import { routeRules } from "./edge/route-rules";
import type { Bindings } from "./env";
import { pageRoutes } from "./pages/routes";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });

export default { fetch: app.fetch } satisfies ExportedHandler<Bindings>;
