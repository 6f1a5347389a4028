import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Check, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

const checkListVariants = cva("flex flex-col", {
  variants: {
    /** Between items: 12 px (`default`) or 10 px (`tight`, a list under other content). */
    spacing: { default: "gap-3", tight: "gap-2.5" },
    /** `sm`: small print with 16 px ticks (package features); `md`: body text with 20 px ticks. */
    size: { sm: "text-sm", md: "" },
  },
  defaultVariants: { size: "md", spacing: "default" },
});

const itemGap = { sm: "gap-2.5", md: "gap-3" } as const;
const iconSize = { sm: "size-4", md: "size-5" } as const;
const iconTone = { default: "text-primary", inverse: "text-accent" } as const;

type CheckListProps = Omit<React.ComponentProps<"ul">, "children"> &
  VariantProps<typeof checkListVariants> & {
    /** One line each; also the React key, so keep them distinct. */
    items: readonly string[];
    /** The tick; lucide's `Check` unless told otherwise. */
    icon?: LucideIcon;
    /** `inverse` on the ink band: apricot ticks. */
    tone?: "default" | "inverse";
  };

/** A list of short benefits, each behind a decorative tick. */
function CheckList({
  items,
  icon: Icon = Check,
  size = "md",
  spacing = "default",
  tone = "default",
  className,
  ...props
}: CheckListProps) {
  const key = size ?? "md";
  return (
    <ul
      data-slot="check-list"
      data-size={key}
      className={cn(checkListVariants({ size: key, spacing }), className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item} data-slot="check-list-item" className={cn("flex items-start", itemGap[key])}>
          <Icon aria-hidden="true" className={cn("mt-0.5 shrink-0", iconSize[key], iconTone[tone])} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export { CheckList, checkListVariants, type CheckListProps };
