import { ResultsStats } from "../../../ui/sections/results-stats";
import { resultsStatsContent } from "../../content/home-story";

export function HomeResults() {
  return <ResultsStats id="results" rememberAs="parley.results-counted" {...resultsStatsContent} />;
}
