import { termsOfService } from "../content/legal";
import { LegalPage } from "./legal-page";

/** Terms of service (docs/product/screens.md#other-pages): static sections, the visitor's date as last updated, a support mail link. */
export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
