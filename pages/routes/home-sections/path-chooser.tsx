import { PathChooser } from "../../../ui/sections/path-chooser";
import { pathChooserContent } from "../../content/home-story";

export default function HomePaths() {
  // The planners' section follows on the same paper: half the usual gap, or the two bands' padding read as a hole.
  return <PathChooser {...pathChooserContent} className="sm:pb-10 lg:pb-12" />;
}
