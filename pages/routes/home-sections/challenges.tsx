import { Challenges } from "../../../ui/sections/challenges";
import { challengesContent } from "../../content/home-story";

export function HomeChallenges() {
  return <Challenges {...challengesContent} />;
}
