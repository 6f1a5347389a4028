import { ArrowLeft, MessageSquare } from "lucide-react";
import { cn } from "../../ui/lib/cn";
import { Button } from "../../ui/primitives/button";
import { containerVariants } from "../../ui/primitives/section";
import { PageHero } from "../../ui/sections/page-hero";
import { notFoundPage } from "../content/pages";
import { SiteLink } from "../shell/site-link";

/** Any unknown route: says so plainly and offers the way home, to contact, and to the main pages. */
export function NotFoundPage() {
  const copy = notFoundPage;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} divider={false}>
        <Button asChild size="lg">
          <SiteLink href="/">
            <ArrowLeft aria-hidden="true" />
            {copy.home}
          </SiteLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <SiteLink href="/#contact">
            <MessageSquare aria-hidden="true" />
            {copy.contact}
          </SiteLink>
        </Button>
      </PageHero>
      <nav aria-label={copy.suggestionsHeading} className={cn(containerVariants(), "pb-24")}>
        <h2 className="font-sans text-sm font-semibold tracking-normal text-muted-foreground">
          {copy.suggestionsHeading}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {copy.suggestions.map((link) => (
            <li key={link.href}>
              <Button asChild variant="secondary" size="sm">
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
