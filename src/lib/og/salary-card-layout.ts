/**
 * The Open Graph card of a salary result (1200×630) as a layout: an SVG of the frame (the
 * shapes, no text, the same for every card of one direction) and the lines of text with
 * their positions. The server rasterises the frame once and draws the text over it with
 * bundled fonts (src/server/og/). Pure: all text arrives already localised.
 */
import { cleanCardText, fitFontSize, truncateToWidth, wrapText } from "./og-text.ts";
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface SalaryCardFigure {
  readonly label: string;
  readonly value: string;
  readonly highlight?: boolean;
}

export interface SalaryCardModel {
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  readonly brand: string;
  /** The job title as the user typed it (bidi controls already removed). */
  readonly title: string;
  /** Country name and experience, e.g. "Germany · 5 years". */
  readonly subtitle: string;
  /** What the figures are, e.g. "Annual gross". */
  readonly caption: string;
  readonly figures: readonly SalaryCardFigure[];
}

const PAD = 72;
const CONTENT = OG_WIDTH - 2 * PAD;
const COLORS = {
  // Flat, opaque colours only: a gradient and translucent shapes made up half of the
  // rasterising time of a card, and a flat card also compresses to a smaller PNG.
  bg: "#0b1f3a",
  /** White at 8% over the background, and at 18% for its edges, written out. */
  panelFill: "#1f314a",
  panelEdge: "#37475e",
  text: "#ffffff",
  muted: "#b6c8da",
  accent: "#5eead4",
} as const;

/** One line of text. For "start" lines x is where reading starts: the right end in right-to-left cards. */
export interface CardText {
  readonly x: number;
  /** The baseline. */
  readonly y: number;
  readonly size: number;
  readonly text: string;
  readonly weight: 400 | 700;
  readonly fill: string;
  readonly anchor: "start" | "middle";
}

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  /** Shapes only; no text, nothing from the request. */
  readonly frameSvg: string;
  readonly texts: readonly CardText[];
}

type TextSpec = Pick<CardText, "x" | "y" | "size" | "text"> & Partial<CardText>;

/** Title: one line at 64 px, else two lines at 56 px, else two lines at 48 px ending in an ellipsis. */
function titleLayout(title: string): { lines: string[]; size: number } {
  const one = wrapText(title, CONTENT, 64, 1);
  if (!one.truncated) return { lines: one.lines, size: 64 };
  const two = wrapText(title, CONTENT, 56, 2);
  if (!two.truncated) return { lines: two.lines, size: 56 };
  return { lines: wrapText(title, CONTENT, 48, 2).lines, size: 48 };
}

export function salaryCardLayout(model: SalaryCardModel): CardLayout {
  const rtl = model.dir === "rtl";
  // Layout is computed left-to-right and mirrored for right-to-left languages, where a
  // "start" line begins at the right.
  const mx = (x: number) => (rtl ? OG_WIDTH - x : x);
  const texts: CardText[] = [];
  const text = ({ x, y, size, text: content, weight = 400, fill = COLORS.text, anchor = "start" }: TextSpec) => {
    texts.push({ x: mx(x), y, size, text: cleanCardText(content), weight, fill, anchor });
  };

  const parts: string[] = [];

  // Brand: a three-bar mark and the name.
  const markX = rtl ? OG_WIDTH - PAD - 44 : PAD;
  parts.push(
    `<g transform="translate(${markX} 62)">` +
      `<rect width="44" height="44" rx="10" fill="${COLORS.accent}"/>` +
      `<rect x="9" y="22" width="6" height="14" rx="2" fill="${COLORS.bg}"/>` +
      `<rect x="19" y="12" width="6" height="24" rx="2" fill="${COLORS.bg}"/>` +
      `<rect x="29" y="17" width="6" height="19" rx="2" fill="${COLORS.bg}"/>` +
      `</g>`,
  );
  text({ x: PAD + 60, y: 96, size: 34, weight: 700, text: model.brand });

  const { lines: titleLines, size: titleSize } = titleLayout(model.title);
  const lineHeight = Math.round(titleSize * 1.2);
  const titleTop = titleLines.length > 1 ? 188 : 222;
  titleLines.forEach((line, i) => {
    text({ x: PAD, y: titleTop + i * lineHeight, size: titleSize, weight: 700, text: line });
  });

  const subtitleY = titleTop + (titleLines.length - 1) * lineHeight + 64;
  text({ x: PAD, y: subtitleY, size: 34, fill: COLORS.muted, text: truncateToWidth(model.subtitle, CONTENT, 34) });

  // Figures panel: one column per figure, in reading order (mirrored for RTL).
  const panelY = 382;
  const panelH = 176;
  parts.push(
    `<rect x="${PAD}" y="${panelY}" width="${CONTENT}" height="${panelH}" rx="24" fill="${COLORS.panelFill}" stroke="${COLORS.panelEdge}"/>`,
  );
  const count = Math.max(1, model.figures.length);
  const columnWidth = CONTENT / count;
  const valueMax = columnWidth - 36;
  model.figures.forEach((figure, i) => {
    const centre = PAD + columnWidth * (i + 0.5);
    if (i > 0) {
      const lineX = mx(PAD + columnWidth * i);
      parts.push(
        `<line x1="${lineX}" y1="${panelY + 32}" x2="${lineX}" y2="${panelY + panelH - 32}" stroke="${COLORS.panelEdge}" stroke-width="2"/>`,
      );
    }
    const labelSize = fitFontSize(figure.label, valueMax, [26, 22, 18]);
    text({
      x: centre,
      y: panelY + 62,
      size: labelSize,
      fill: COLORS.muted,
      anchor: "middle",
      text: truncateToWidth(figure.label, valueMax, labelSize),
    });
    const valueSize = fitFontSize(figure.value, valueMax, figure.highlight ? [52, 46, 40, 34, 28] : [46, 40, 34, 28]);
    text({
      x: centre,
      y: panelY + 128,
      size: valueSize,
      weight: 700,
      fill: figure.highlight ? COLORS.accent : COLORS.text,
      anchor: "middle",
      text: truncateToWidth(figure.value, valueMax, valueSize),
    });
  });

  text({ x: PAD, y: 600, size: 24, fill: COLORS.muted, text: truncateToWidth(model.caption, CONTENT, 24) });

  const frameSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.bg}"/>` +
    `<rect width="${OG_WIDTH}" height="10" fill="${COLORS.accent}"/>` +
    parts.join("") +
    `</svg>`;
  return { width: OG_WIDTH, height: OG_HEIGHT, lang: model.lang, dir: model.dir, frameSvg, texts };
}
