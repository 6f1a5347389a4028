import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

const iconTileVariants = cva("grid shrink-0 place-items-center", {
  variants: {
    tone: {
      secondary: "bg-secondary text-secondary-foreground",
      accent: "bg-accent text-accent-foreground",
      muted: "bg-muted text-muted-foreground",
    },
    size: {
      md: "size-10 rounded-lg [&_svg]:size-5",
      lg: "size-12 rounded-xl [&_svg]:size-6",
    },
  },
  defaultVariants: { tone: "secondary", size: "md" },
});

type IconTileProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof iconTileVariants> & { icon: LucideIcon };

/**
 * A service or benefit's icon on a soft square, at the head of a card or list item. Decoration only: hidden from
 * assistive technology, so the text beside it must say everything. Not for buttons (use Button with `size="icon"`)
 * nor for status (use Badge).
 */
function IconTile({ icon: Icon, tone = "secondary", size = "md", className, ...props }: IconTileProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="icon-tile"
      className={cn(iconTileVariants({ tone, size }), className)}
      {...props}
    >
      <Icon />
    </span>
  );
}

export { IconTile, iconTileVariants, type IconTileProps };
