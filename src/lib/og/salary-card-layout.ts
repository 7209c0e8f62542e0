/**
 * The Open Graph card of a salary result (1200×630) as a node tree for the renderer
 * (src/server/og/card-renderer.ts): boxes with CSS styles and text nodes. Pure: all text
 * arrives already localised, and request text only ever lands in a text node's `text`, which
 * the renderer draws as it is and never parses.
 *
 * Line breaks and ellipses are decided here from width estimates (og-text.ts) rather than by
 * the renderer: its ellipsis cuts right-to-left text far too early, and a card's lines are
 * easier to test as data than as pixels.
 */
import type { ContainerNode, Node, TextNode } from "@takumi-rs/core";
import { cleanCardText, fitFontSize, truncateToWidth, wrapText } from "./og-text.ts";
import { cardFamilies, type CardFamily } from "./font-fallback.ts";

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

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  /** Font families the text needs, in the order the renderer should try them. */
  readonly families: readonly CardFamily[];
  readonly root: ContainerNode;
}

const PAD = 72;
const CONTENT = OG_WIDTH - 2 * PAD;
export const COLORS = {
  bg: "#0b1f3a",
  /** White at 8% over the background, and at 18% for its edges, written out. */
  panelFill: "#1f314a",
  panelEdge: "#37475e",
  text: "#ffffff",
  muted: "#b6c8da",
  accent: "#5eead4",
} as const;

const PANEL_TOP = 382;
const PANEL_HEIGHT = 176;

/** Title: one line at 64 px, else two lines at 56 px, else two lines at 48 px ending in an ellipsis. */
function titleLayout(title: string): { lines: string[]; size: number } {
  const one = wrapText(title, CONTENT, 64, 1);
  if (!one.truncated) return { lines: one.lines, size: 64 };
  const two = wrapText(title, CONTENT, 56, 2);
  if (!two.truncated) return { lines: two.lines, size: 56 };
  return { lines: wrapText(title, CONTENT, 48, 2).lines, size: 48 };
}

/**
 * One line of text that never wraps. Line heights are fixed in pixels so that every script
 * takes the same room: the Arabic and Indic fonts have taller ascenders than the Latin one.
 */
function line(text: string, size: number, style: TextNode["style"] = {}): TextNode {
  return {
    type: "text",
    text: cleanCardText(text),
    style: { fontSize: size, lineHeight: `${Math.round(size * 1.3)}px`, whiteSpace: "nowrap", ...style },
  };
}

const box = (style: ContainerNode["style"], children: Node[] = []): ContainerNode => ({
  type: "container",
  style: { display: "flex", ...style },
  children,
});

/** The three-bar mark in front of the brand name. */
function brandMark(): ContainerNode {
  const bar = (height: number): ContainerNode => box({ width: 6, height, borderRadius: 2, backgroundColor: COLORS.bg });
  const mark = box(
    {
      width: 44,
      height: 44,
      flexShrink: 0,
      borderRadius: 10,
      backgroundColor: COLORS.accent,
      flexDirection: "row",
      alignItems: "flex-end",
      gap: 4,
      paddingLeft: 9,
      paddingBottom: 8,
    },
    [bar(14), bar(24), bar(19)],
  );
  // The bars rise left to right whatever the card's direction.
  mark.dir = "ltr";
  return mark;
}

function figuresPanel(model: SalaryCardModel): ContainerNode {
  const count = Math.max(1, model.figures.length);
  const columnWidth = CONTENT / count;
  const valueMax = columnWidth - 36;
  // Columns follow the card's direction: the first figure is on the reading side.
  const separatorSide = model.dir === "rtl" ? "borderRightWidth" : "borderLeftWidth";
  const columns = model.figures.map((figure, i) => {
    const labelSize = fitFontSize(figure.label, valueMax, [26, 22, 18]);
    const valueSize = fitFontSize(figure.value, valueMax, figure.highlight ? [52, 46, 40, 34, 28] : [46, 40, 34, 28]);
    return box(
      {
        flexGrow: 1,
        flexBasis: 0,
        height: PANEL_HEIGHT - 64,
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 6,
        borderColor: COLORS.panelEdge,
        borderStyle: "solid",
        borderWidth: 0,
        [separatorSide]: i > 0 ? 2 : 0,
      },
      [
        line(truncateToWidth(figure.label, valueMax, labelSize), labelSize, { color: COLORS.muted }),
        line(truncateToWidth(figure.value, valueMax, valueSize), valueSize, {
          fontWeight: 700,
          color: figure.highlight ? COLORS.accent : COLORS.text,
        }),
      ],
    );
  });
  return box(
    {
      position: "absolute",
      left: PAD,
      top: PANEL_TOP,
      width: CONTENT,
      height: PANEL_HEIGHT,
      borderRadius: 24,
      backgroundColor: COLORS.panelFill,
      borderWidth: 1,
      borderStyle: "solid",
      borderColor: COLORS.panelEdge,
      flexDirection: "row",
      alignItems: "center",
    },
    columns,
  );
}

export function salaryCardLayout(model: SalaryCardModel): CardLayout {
  const { lines: titleLines, size: titleSize } = titleLayout(model.title);
  const root = box(
    {
      position: "relative",
      width: OG_WIDTH,
      height: OG_HEIGHT,
      backgroundColor: COLORS.bg,
      color: COLORS.text,
      flexDirection: "column",
      paddingLeft: PAD,
      paddingRight: PAD,
      paddingTop: 62,
    },
    [
      box({ position: "absolute", left: 0, top: 0, width: OG_WIDTH, height: 10, backgroundColor: COLORS.accent }),
      box({ flexDirection: "row", alignItems: "center", gap: 16, height: 44 }, [
        brandMark(),
        line(truncateToWidth(model.brand, CONTENT - 60, 34), 34, { fontWeight: 700 }),
      ]),
      // Title and subtitle, centred between the brand and the figures panel.
      box({ flexDirection: "column", justifyContent: "center", height: PANEL_TOP - 106 - 8 }, [
        ...titleLines.map((text) =>
          line(text, titleSize, { fontWeight: 700, lineHeight: `${Math.round(titleSize * 1.25)}px` }),
        ),
        line(truncateToWidth(model.subtitle, CONTENT, 34), 34, { color: COLORS.muted, marginTop: 10 }),
      ]),
      figuresPanel(model),
      box({ position: "absolute", left: PAD, top: 572, width: CONTENT, flexDirection: "column" }, [
        line(truncateToWidth(model.caption, CONTENT, 24), 24, { color: COLORS.muted }),
      ]),
    ],
  );
  root.dir = model.dir;
  root.lang = model.lang;
  const families = cardFamilies(cardTexts(root).join(" "), model.lang);
  return { width: OG_WIDTH, height: OG_HEIGHT, lang: model.lang, dir: model.dir, families, root };
}

/** Every text node's text, in tree order. */
export function cardTexts(node: Node): string[] {
  if (node.type === "text") return [node.text];
  if (node.type === "container") return (node.children ?? []).flatMap(cardTexts);
  return [];
}
