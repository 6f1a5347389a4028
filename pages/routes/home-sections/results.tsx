import { ResultsStats, sessionCountMemory } from "../../../ui/sections/results-stats";
import { resultsStatsContent } from "../../content/home-story";

/** The results band counts up once a visit (one memory for the page's whole life). */
const resultsCountMemory = sessionCountMemory("parley.results-counted");

export default function HomeResults() {
  return (
    <ResultsStats
      id="results"
      memory={resultsCountMemory}
      {...resultsStatsContent}
      // The client logos follow at once, ruled off: the band's full foot left a gap that read as the page ending.
      className="sm:pb-14 lg:pb-16"
    />
  );
}
