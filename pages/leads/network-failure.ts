/**
 * Why a submit could not be sent, when the network is the cause: the visitor is offline (or our server is out of
 * reach), or the page's code was replaced by a new deployment while the page was open.
 */
export type NetworkFailure = "offline" | "updated";

/** Browsers' words for a dynamic import whose file could not be fetched (Chromium, Firefox, Safari). */
const codeDownloadFailed = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export function isCodeDownloadFailure(error: unknown): boolean {
  return error instanceof TypeError && codeDownloadFailed.test(error.message);
}

/**
 * A code download failed: if the page itself still answers, the file is gone (a new deployment renamed its
 * hashed chunks); otherwise the visitor is offline.
 */
export async function diagnoseCodeDownload(): Promise<NetworkFailure> {
  if (!navigator.onLine) return "offline";
  try {
    const page = await fetch(location.href, { method: "HEAD", cache: "no-store" });
    return page.ok ? "updated" : "offline";
  } catch {
    return "offline";
  }
}
