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
      // The client logos follow close under the figures' ink rule, as their sources: a band's full foot and the
      // strip's own top left some 110 px between them, read as a gap by two outside reviewers.
      className="pb-5 sm:pb-8 lg:pb-10"
    />
  );
}
