import { deferredPart } from "../loading/deferred-part";

/** The footer (below the fold on every page): prerendered, hydrated at the visitor's first interaction. */
export const siteFooter = deferredPart(() => import("./site-footer-part"), "#site-footer");
