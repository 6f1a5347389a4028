import { privacyPolicy } from "../content/legal";
import { LegalPage } from "./legal-page";

/** Privacy policy (docs/product/screens.md#other-pages): static sections, the visitor's date as last updated, a support mail link. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
