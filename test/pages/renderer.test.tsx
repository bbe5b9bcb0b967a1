import { use } from "react";
import { describe, expect, it } from "vitest";
import { GOOGLEBOT_UA, LIGHTHOUSE_UA, ORIGIN, visit } from "../support/fetch";
import { createAccount, sessionCookie } from "../support/accounts";
import { testApp } from "../support/app";
import { copyOf } from "../../src/platform/cache/hints";

function Ready({ data }: { data: Promise<string> }) {
  return <p className="veri">{use(data)}</p>;
}

/** A page whose loader's data arrives only when the test says so: it stands for a slow D1 read. */
function slowPage(shows: readonly string[] = []) {
  let release!: (value: string) => void;
  let fail!: (error: Error) => void;
  const data = new Promise<string>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const request = testApp({
    routes: [
      {
        name: "yavas",
        path: "/yavas",
        load: () => data.then((text) => ({ data: text, cache: { tags: shows } })),
        render: (c, loaded) =>
          c.render(
            <>
              <h1>Yavaş sayfa</h1>
              <Ready data={loaded as Promise<string>} />
            </>,
            { title: "Yavaş" },
          ),
      },
    ],
  });
  return { request, release, fail };
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
  return text;
}

describe("streaming", () => {
  it("sends browsers the head and the shell before the data arrives, then the finished content", async () => {
    const { request, release } = slowPage();
    const response = await request("/yavas");
    expect(response.status).toBe(200);
    // The stylesheet is named in the headers, so it loads (or is hinted early) before any HTML.
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/;
    const reader = response.body!.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(response.headers.get("link")).toBe(`<${stylesheet.exec(shell)![1]}>; rel=preload; as=style`);
    expect(shell.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(shell).toContain("<title>Yavaş | Derneğimiz</title>");
    expect(shell).toContain('<nav class="desktop-nav"');
    expect(shell).not.toContain("Yavaş sayfa");

    release("Ağır veri geldi");
    const rest = await readAll(reader);
    expect(rest).toContain('<h1>Yavaş sayfa</h1><p class="veri">Ağır veri geldi</p>');
    expect(rest.endsWith("</html>")).toBe(true);
    // In order, finished HTML: nothing to swap in with JavaScript.
    expect(rest).not.toContain("<script");
    expect(rest).not.toContain("<template");
  });

  it("tells a browser in Turkish when the data fails after the head was sent", async () => {
    const { request, fail } = slowPage();
    const response = await request("/yavas");
    const reader = response.body!.getReader();
    await reader.read();
    fail(new Error("D1 zaman aşımı"));
    const rest = await readAll(reader);
    expect(rest).toContain("İçerik şu anda yüklenemedi");
    expect(rest).not.toContain("D1 zaman aşımı");
    expect(rest.endsWith("</html>")).toBe(true);
  });

  it.each([
    ["Googlebot", GOOGLEBOT_UA],
    ["Lighthouse", LIGHTHOUSE_UA],
  ])("sends %s the complete document in one piece", async (_name, userAgent) => {
    const { request, release } = slowPage();
    let answered = false;
    const pending = request("/yavas", { userAgent }).then((response) => ((answered = true), response));
    // Nothing is answered while the data is missing: not even the head. A browser asking for the same
    // page just after gets its head before the data (the test above); once it has, an answer to the
    // crawler that went ahead of the data would have come too.
    const browser = (await request("/yavas")).body!.getReader();
    expect(new TextDecoder().decode((await browser.read()).value)).toContain("<title>Yavaş | Derneğimiz</title>");
    expect(answered).toBe(false);
    release("Ağır veri geldi");
    await readAll(browser);
    const response = await pending;
    // Answered only now, as one finished document: the head never went ahead of the content.
    const html = await response.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<p class="veri">Ağır veri geldi</p>');
    expect(html).not.toContain("<script");
    expect(html.endsWith("</html>")).toBe(true);
  });

  it("sends a page that waited for its data as one finished document, with no script", async () => {
    const request = testApp({
      routes: [
        {
          name: "bekleyen",
          path: "/bekleyen",
          load: async () => ({ data: "Hazır veri" }),
          waitsForData: true,
          render: (c, data) => c.render(<Ready data={data as Promise<string>} />, { title: "Bekleyen" }),
        },
      ],
    });
    const response = await request("/bekleyen");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<p class="veri">Hazır veri</p>');
    expect(html.endsWith("</html>")).toBe(true);
    expect(html).not.toContain("<script");
  });

  it("gives a crawler a real error status when the content fails", async () => {
    const { request, fail } = slowPage();
    const pending = request("/yavas", { userAgent: GOOGLEBOT_UA });
    fail(new Error("D1 zaman aşımı"));
    const response = await pending;
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("500 Internal Server Error");
  });
});

describe("kept shells", () => {
  it("give each visitor their own navigation: a shell kept for one signed-in visitor never reaches another", async () => {
    const member = await sessionCookie((await createAccount("member")).id);
    const editor = await sessionCookie((await createAccount("editor")).id);
    const navigationOf = async (cookie?: string) => {
      const html = await (await visit("/gundem", cookie ? { headers: { cookie } } : {})).text();
      return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    };
    // Twice each, interleaved: the second answers come from the kept shells.
    for (let round = 0; round < 2; round++) {
      const asMember = await navigationOf(member.cookie);
      expect(asMember).toContain("Test member");
      expect(asMember).not.toContain("Yönetim");
      const asEditor = await navigationOf(editor.cookie);
      expect(asEditor).toContain("Test editor");
      expect(asEditor).toContain("Yönetim");
      expect(asEditor).not.toContain("Test member");
      const anonymous = await navigationOf();
      expect(anonymous).not.toContain("Test member");
      expect(anonymous).not.toContain("Test editor");
      expect(anonymous).toContain("Giriş");
    }
  });
});

describe("the renderer's answer", () => {
  // The cache middleware reads what an answer shows off the answer itself (src/platform/cache/hints.ts).
  it("says what a streamed page shows once its content is complete", async () => {
    const { request, release } = slowPage(["gundem", "gundem:3", "gundem"]);
    const response = await request("/yavas");
    release("Ağır veri geldi");
    await response.text();
    expect(await copyOf(response)).toEqual({ tags: ["gundem", "gundem:3"], until: null });
  });

  it("says the copy must not be stored when the content failed after the head was sent", async () => {
    const { request, fail } = slowPage(["gundem"]);
    const response = await request("/yavas");
    fail(new Error("D1 zaman aşımı"));
    expect(await response.text()).toContain("İçerik şu anda yüklenemedi");
    expect(await copyOf(response)).toBeUndefined();
  });

  it("shows a form post that could not be read above the page, with the refusal's status", async () => {
    const request = testApp({
      routes: [
        {
          name: "form",
          path: "/form",
          render: (c) => c.render(<form method="post">Form</form>, { title: "Form" }),
          action: async (c) => c.text("kaydedildi"),
        },
      ],
    });
    const response = await request("/form", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: ORIGIN },
      body: "merhaba",
    });
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*Bu adres yalnızca form verisi kabul eder/);
    expect(html).toContain("<form");
  });
});
