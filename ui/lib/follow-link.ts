import { scrollToSection, scrollToTop } from "./scroll-to-section";
import { followPlan, planLink, type LinkActions } from "./link-plan";

/**
 * The chrome's link behaviour with the real page scrolling (80 px offset, a warning for a missing section):
 * given where the visitor is and how to change route, returns the handler for `onNavigate`.
 */
export function createLinkFollower({
  currentPath,
  navigate,
  schedule,
}: {
  currentPath: string;
  navigate: (to: string) => void;
  schedule?: LinkActions["schedule"];
}): (href: string) => void {
  return (href) =>
    followPlan(planLink(href, currentPath), {
      navigate,
      scrollToSection: (id) => void scrollToSection(id),
      scrollToTop,
      schedule,
    });
}
