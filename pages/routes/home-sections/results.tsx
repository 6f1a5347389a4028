import { ResultsStats, sessionCountMemory } from "../../../ui/sections/results-stats";
import { resultsStatsContent } from "../../content/home-story";

/** The results band counts up once a visit (one memory for the page's whole life). */
const resultsCountMemory = sessionCountMemory("parley.results-counted");

export default function HomeResults() {
  return <ResultsStats id="results" memory={resultsCountMemory} {...resultsStatsContent} />;
}
