import { PathChooser } from "../../../ui/sections/path-chooser";
import { pathChooserContent } from "../../content/home-story";

export function HomePaths() {
  return <PathChooser {...pathChooserContent} />;
}
