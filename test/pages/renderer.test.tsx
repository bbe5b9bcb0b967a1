import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { GOOGLEBOT_UA, LIGHTHOUSE_UA } from "../support/fetch";
import { testApp } from "../support/app";

/** A page whose data arrives only when the test says so: it stands for a slow D1 read. */
function slowPage() {
  let release!: (value: string) => void;
  const data = new Promise<string>((resolve) => (release = resolve));
  function Slow() {
    return <p className="veri">{use(data)}</p>;
  }
  const request = testApp({
    routes: [
      {
        name: "yavas",
        path: "/yavas",
        render: (c) =>
          c.render(
            <>
              <h1>Yavaş sayfa</h1>
              <Suspense fallback={<p className="skeleton">Yükleniyor…</p>}>
                <Slow />
              </Suspense>
            </>,
            { title: "Yavaş" },
          ),
      },
    ],
  });
  return { request, release };
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value } = await reader.read();
  return new TextDecoder().decode(value);
}

describe("streaming", () => {
  it("sends browsers the head and shell before the data arrives", async () => {
    const { request, release } = slowPage();
    const response = await request("/yavas");
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const shell = await readChunk(reader);
    expect(shell).toContain("<title>Yavaş | Çamlıca Derneği</title>");
    expect(shell).toContain("<h1>Yavaş sayfa</h1>");
    expect(shell).toContain("Yükleniyor…");
    expect(shell).not.toContain("Ağır veri geldi");

    release("Ağır veri geldi");
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toContain("Ağır veri geldi");
    // React's boundary swap is an inline script; it must carry the response's CSP nonce.
    const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    expect(rest).toContain(`<script nonce="${nonce}">`);
  });

  it.each([
    ["Googlebot", GOOGLEBOT_UA],
    ["Lighthouse", LIGHTHOUSE_UA],
  ])("sends %s the complete document, never a fallback", async (_name, userAgent) => {
    const { request, release } = slowPage();
    const pending = request("/yavas", { userAgent });
    setTimeout(() => release("Ağır veri geldi"), 20);
    const html = await (await pending).text();
    expect(html).toContain('<p class="veri">Ağır veri geldi</p>');
    expect(html).not.toContain("Yükleniyor…");
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<script");
    expect(html.endsWith("</html>")).toBe(true);
  });
});
