import { describe, expect, it } from "vitest";
import { absoluteUrl, renderHeadTags, renderSitemap } from "./seo";

const meta = { title: "About us | Parley", description: 'Why we build "AI" <automation>' };

describe("renderHeadTags", () => {
  const head = renderHeadTags({
    path: "/about",
    meta,
    siteUrl: "https://parley.example",
    siteName: "Parley",
    image: "/og-card.png",
    structuredData: [{ "@type": "Organization", name: "</script><b>" }],
  });

  it("gives the canonical URL from the configured base URL", () => {
    expect(head).toContain('<link rel="canonical" href="https://parley.example/about" />');
  });

  it("writes Open Graph and Twitter cards with escaped text and an absolute image URL", () => {
    expect(head).toContain('<meta property="og:title" content="About us | Parley" />');
    expect(head).toContain(
      '<meta property="og:description" content="Why we build &quot;AI&quot; &lt;automation&gt;" />',
    );
    expect(head).toContain('<meta property="og:image" content="https://parley.example/og-card.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("embeds JSON-LD without letting its content close the script element", () => {
    expect(head).toContain(
      '<script type="application/ld+json">{"@type":"Organization","name":"\\u003c/script>\\u003cb>"}</script>',
    );
  });
});

describe("absoluteUrl", () => {
  it("joins base URLs with or without a trailing slash", () => {
    expect(absoluteUrl("https://a.example", "/")).toBe("https://a.example/");
    expect(absoluteUrl("https://a.example/", "/services")).toBe("https://a.example/services");
  });
});

describe("renderSitemap", () => {
  it("lists every path as an absolute URL", () => {
    const xml = renderSitemap("https://a.example", ["/", "/about"]);
    expect(xml).toContain("<loc>https://a.example/</loc>");
    expect(xml).toContain("<loc>https://a.example/about</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
