import type * as React from "react";
import { Download } from "lucide-react";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../../primitives/button";
import { Monogram } from "../../primitives/monogram";

export type ReportBylineProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Who wrote the report, shown with their monogram (in their own colour, where they appear elsewhere). */
  author: { name: string; role: string; tone?: React.ComponentProps<typeof Monogram>["tone"] };
  /** When it was published: as the reader should see it ("12 January 2026") and as a machine reads it ("2026-01-12"). */
  published: { label: string; dateTime: string };
  /** The report's figures as a file: the link's text, its address and the name it is saved under. */
  download: { label: string; href: string; fileName: string };
  /** `inverse` on an ink ground (a report's cover, `ReportCover`): the hairline, words and button in its colours. */
  tone?: "default" | "inverse";
};

/**
 * A report's byline: its author, when it came out and a link to download its figures. Use it under a report page's
 * intro (`PageHero`'s `byline`, or `ReportCover`'s with `tone="inverse"`), so a reader knows who stands behind the numbers
 * and can check them.
 */
export function ReportByline({
  author,
  published,
  download,
  tone = "default",
  className,
  ...props
}: ReportBylineProps) {
  const inverse = tone === "inverse";
  return (
    <div
      data-slot="report-byline"
      className={cn(
        "flex max-w-2xl flex-col gap-5 border-t pt-6 sm:flex-row sm:items-center sm:justify-between",
        inverse ? "border-inverse-foreground/20 text-inverse-foreground" : "border-border",
        className,
      )}
      {...props}
    >
      <p className="flex items-center gap-3">
        <Monogram name={author.name} tone={author.tone} />
        <span className="flex flex-col text-sm">
          <span className={cn("font-semibold", inverse ? "text-inverse-foreground" : "text-foreground")}>
            {author.name}
          </span>
          <span className={inverse ? "text-inverse-muted-foreground" : "text-muted-foreground"}>
            {author.role} · <time dateTime={published.dateTime}>{published.label}</time>
          </span>
        </span>
      </p>
      <a
        href={download.href}
        download={download.fileName}
        data-slot="report-download"
        className={buttonVariants({
          variant: inverse ? "inverse-outline" : "outline",
          size: "sm",
          className: "self-start sm:self-auto",
        })}
      >
        <Download aria-hidden="true" />
        {download.label}
      </a>
    </div>
  );
}
