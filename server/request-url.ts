/**
 * The URL a request asks for. An origin-form target is a path even when it starts with two slashes: `//about` is the
 * path `//about` (redirected to `/about`), where `new URL("//about", base)` would read `about` as a host name and
 * answer with the home page. Throws on a target no URL parser accepts.
 */
export function requestUrl(target: string | undefined): URL {
  const path = target ?? "/";
  return new URL(path.startsWith("/") ? `http://localhost${path}` : path, "http://localhost");
}
