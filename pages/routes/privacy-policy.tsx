/** Privacy policy (placeholder until its issue lands). */
export function PrivacyPolicyPage() {
  return <h1>Privacy policy</h1>;
}
