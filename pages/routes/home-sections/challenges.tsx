import { Challenges } from "../../../ui/sections/challenges";
import { challengesContent } from "../../content/home-story";

export default function HomeChallenges() {
  return <Challenges {...challengesContent} />;
}
