import { expect, it } from "vitest";
import { requestUrl } from "./request-url.ts";

it.each([
  ["/about?ref=mail", "/about", "?ref=mail"],
  ["//about", "//about", ""],
  ["//evil.example/about", "//evil.example/about", ""],
  ["/%61bout", "/%61bout", ""],
  ["http://proxy.example/about", "/about", ""],
  [undefined, "/", ""],
])("%s asks for the path %s", (target, pathname, search) => {
  const url = requestUrl(target);
  expect(url.pathname).toBe(pathname);
  expect(url.search).toBe(search);
});

it("throws on a target no URL parser accepts", () => {
  expect(() => requestUrl("http://[")).toThrow();
});
