/**
 * Reading the raw tables: quoted CSV (RFC 4180 quoting, BOM stripped), plain TSV, numbers.
 * Shared by the salary-data build and the evaluation.
 */
import { readFileSync } from "node:fs";

function parseDelimited(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === sep) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? "") !== "");
}

export type Row = Record<string, string>;

export function readTable(path: string, sep = ",", skipLines = 0): Row[] {
  const text = readFileSync(path, "utf8").split(/\r?\n/).slice(skipLines).join("\n");
  const [header, ...body] = parseDelimited(text, sep);
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h.trim(), (cells[i] ?? "").trim()])));
}

/** Tab-separated files with no quoting (O*NET, ESCO labels): split plainly. */
export function readTsv(path: string): Row[] {
  const [headerLine, ...lines] = readFileSync(path, "utf8")
    .replace(/^\ufeff/, "")
    .split(/\r?\n/);
  const header = (headerLine ?? "").split("\t");
  return lines
    .filter((l) => l !== "")
    .map((l) => {
      const cells = l.split("\t");
      return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
    });
}

export const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s === "") return undefined;
  const v = Number(s.replace(/,/g, ""));
  return Number.isFinite(v) ? v : undefined;
};

/** Fixed significant digits so the output does not depend on float noise. */
export const sig = (v: number, digits = 6): number => Number(v.toPrecision(digits));
