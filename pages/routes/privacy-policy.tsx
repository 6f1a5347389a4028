import { privacyPolicy } from "../content/legal";
import { LegalPage } from "./legal-page";

/** Privacy policy (SPEC §2): static sections, the visitor's date as last updated, a support mail link. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
