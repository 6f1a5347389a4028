/** About (placeholder until its issue lands). */
export function AboutPage() {
  return <h1>About</h1>;
}
