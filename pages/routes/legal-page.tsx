import { LegalDocument, type LegalSection } from "../../ui/sections/legal-document";
import { site } from "../content/site";
import { legalCopy } from "../content/legal";
import { VisitorToday } from "../shell/visitor-today";

/** Privacy policy and terms share one layout: last-updated date = the visitor's today, and the support mail link. */
export function LegalPage({
  document,
}: {
  document: { title: string; intro: string; contactIntro: string; sections: readonly LegalSection[] };
}) {
  return (
    <LegalDocument
      title={document.title}
      intro={document.intro}
      copy={legalCopy}
      lastUpdated={<VisitorToday fallback={legalCopy.lastUpdatedFallback} />}
      sections={document.sections}
      contact={{ intro: document.contactIntro, email: site.supportEmail }}
    />
  );
}
