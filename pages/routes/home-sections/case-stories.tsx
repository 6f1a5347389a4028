import { CaseCarousel } from "../../../ui/sections/case-carousel";
import { caseStoriesContent } from "../../content/home-story";

export function HomeCaseStories() {
  return <CaseCarousel {...caseStoriesContent} />;
}
