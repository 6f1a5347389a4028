import { expect, test } from "vitest";
import { notFoundRoute, pagePaths, routeFor } from "./route-table";

test("each page's address renders that page", () => {
  for (const path of pagePaths) expect(routeFor(path).path).toBe(path);
});

test("any other path renders the not-found page, as the server answers it", () => {
  for (const path of ["/abou", "/about/team", "/ABOUT", "/services.html", "/..", "/%61bout", "//about", "/privacy"]) {
    expect(routeFor(path), path).toBe(notFoundRoute);
  }
});
