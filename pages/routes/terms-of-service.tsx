/** Terms of service (placeholder until its issue lands). */
export function TermsOfServicePage() {
  return <h1>Terms of service</h1>;
}
