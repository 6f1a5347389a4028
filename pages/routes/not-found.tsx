/** Page not found (placeholder until its issue lands). */
export function NotFoundPage() {
  return <h1>Page not found</h1>;
}
