import type { PageRoute } from "../edge/pipeline";
import { isIdOrSlug } from "../edge/validation";
import { AdminPage } from "./admin";
import { EtkinlikDetailPage } from "./etkinlik-detail";
import { EtkinliklerPage } from "./etkinlikler";
import { GaleriPage } from "./galeri";
import { GundemPage } from "./gundem";
import { GundemDetailPage } from "./gundem-detail";
import { HakkimizdaPage } from "./hakkimizda";
import { HomePage } from "./home";
import { IletisimPage } from "./iletisim";
import { LoginPage } from "./login";
import { RegisterPage } from "./register";
import { site } from "../site";

const validId = (params: Record<string, string>) => isIdOrSlug(params.id);

/** Every screen of the site, by the original's route names. */
export const pageRoutes: readonly PageRoute[] = [
  { name: "index", path: "/", render: (c) => c.render(<HomePage />, { title: site.name }) },
  { name: "gundem", path: "/gundem", render: (c) => c.render(<GundemPage />, { title: "Gündem" }) },
  {
    name: "gundem-id",
    path: "/gundem/:id",
    validate: validId,
    render: (c) => c.render(<GundemDetailPage id={c.req.param("id")!} />, { title: "Gündem" }),
  },
  { name: "etkinlikler", path: "/etkinlikler", render: (c) => c.render(<EtkinliklerPage />, { title: "Etkinlikler" }) },
  {
    name: "etkinlikler-id",
    path: "/etkinlikler/:id",
    validate: validId,
    render: (c) => c.render(<EtkinlikDetailPage id={c.req.param("id")!} />, { title: "Etkinlik" }),
  },
  { name: "galeri", path: "/galeri", render: (c) => c.render(<GaleriPage />, { title: "Galeri" }) },
  { name: "hakkimizda", path: "/hakkimizda", render: (c) => c.render(<HakkimizdaPage />, { title: "Hakkımızda" }) },
  { name: "iletisim", path: "/iletisim", render: (c) => c.render(<IletisimPage />, { title: "İletişim" }) },
  {
    name: "login",
    path: "/login",
    render: (c) => c.render(<LoginPage next={c.req.query("next")} />, { title: "Giriş yap", noindex: true }),
  },
  { name: "register", path: "/register", render: (c) => c.render(<RegisterPage />, { title: "Üye ol", noindex: true }) },
  {
    name: "admin",
    path: "/admin",
    middleware: ["auth"],
    render: (c) => c.render(<AdminPage />, { title: "Yönetim Paneli", noindex: true }),
  },
  {
    name: "admin-all",
    path: "/admin/*",
    middleware: ["auth"],
    render: (c) => c.render(<AdminPage />, { title: "Yönetim Paneli", noindex: true }),
  },
];
