/** Market insights (placeholder until its issue lands). */
export function MarketInsightsPage() {
  return <h1>Market insights</h1>;
}
