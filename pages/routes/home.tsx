/**
 * Home (SPEC §2 "Home, sections in order"). Assembles the sections only; each slot below is filled by the
 * section's owner, in this order.
 */
export function HomePage() {
  return (
    <>
      {/* slot 1: hero with the demo-call card */}
      <h1>Turn Conversations Into Meetings</h1>
      {/* slot 2: results stats */}
      {/* slot 3: path chooser */}
      {/* slot 4: event-planning challenges (id event-automation) */}
      {/* slot 5: case-story carousel */}
      {/* slot 6: four-service suite (id business-automation) */}
      {/* slot 7: pricing */}
      {/* slot 8: guarantees */}
      {/* slot 9: consultation call-to-action (id consultation) */}
      {/* slot 10: ROI calculator */}
      {/* slot 11: contact form (id contact) */}
    </>
  );
}
