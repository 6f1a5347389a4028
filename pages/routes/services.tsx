/** Services (placeholder until its issue lands). */
export function ServicesPage() {
  return <h1>Services</h1>;
}
