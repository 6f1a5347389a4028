import { CaseCarousel } from "../../../ui/sections/case-carousel";
import { caseStoriesContent } from "../../content/home-story";

export default function HomeCaseStories() {
  return <CaseCarousel {...caseStoriesContent} />;
}
