/**
 * WCAG contrast, measured in the browser on what it actually paints: a colour in any CSS syntax (oklch, color-mix,
 * with alpha) is drawn over its background on a 1×1 canvas and read back as sRGB, so the ratio is the one a visitor
 * sees, not one computed from token names.
 */

/**
 * The background painted behind an element: its own, else its nearest ancestor's, else white. A translucent one (a
 * 10% tint) is drawn over whatever is behind it in the DOM (so not for a fixed or absolute layer over other content).
 * A band's glow (`BrandGlow`, a layer over the band's colour) counts where it is brightest: its `--glow-peak` over the
 * colour, the worst case for light text; for a dark mark, measure the band's own colour too.
 */
export function backgroundBehind(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    let colour = getComputedStyle(node).backgroundColor;
    const alpha = sample(colour, "transparent")[3];
    if (alpha === 0) continue;
    if (alpha < 255) colour = rgb(sample(colour, node.parentElement ? backgroundBehind(node.parentElement) : "white"));
    const glow = node.querySelector(':scope > [data-slot="brand-glow"]');
    const peak = glow && getComputedStyle(glow).getPropertyValue("--glow-peak").trim();
    return peak ? rgb(sample(peak, colour)) : colour;
  }
  return "white";
}

function rgb([r, g, b]: readonly number[]): string {
  return `rgb(${r} ${g} ${b})`;
}

/** The ratio of `foreground` drawn over `background` (both CSS colours), from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const text = luminance(sample(foreground, background));
  const ground = luminance(sample("transparent", background));
  return (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
}

/** The placeholder's colour against the field's own background. */
export function placeholderContrast(field: HTMLInputElement | HTMLTextAreaElement): number {
  return contrastRatio(getComputedStyle(field, "::placeholder").color, backgroundBehind(field));
}

function sample(colour: string, over: string): [number, number, number, number] {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas to measure colours on");
  context.fillStyle = over;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a];
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel = 0) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
