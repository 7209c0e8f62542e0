/**
 * Reading the raw tables with csv-parse: quoted CSV (RFC 4180, BOM stripped), plain TSV,
 * numbers. Shared by the salary-data build and the evaluation.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export type Row = Record<string, string>;

function toRows(records: string[][], trim: boolean): Row[] {
  const [header, ...body] = records;
  if (!header) return [];
  const keys = header.map((h) => (trim ? h.trim() : h));
  const cell = (v: string | undefined) => (trim ? (v ?? "").trim() : (v ?? ""));
  return body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cell(cells[i])])));
}

/** A delimited table with a header row; `skipLines` drops notes printed above the header. */
export function readTable(path: string, sep = ",", skipLines = 0): Row[] {
  const records = parse(readFileSync(path), {
    bom: true,
    delimiter: sep,
    fromLine: skipLines + 1,
    relaxColumnCount: true,
    relaxQuotes: true,
    skipEmptyLines: true,
  }) as string[][];
  return toRows(records, true);
}

/** Tab-separated files with no quoting (O*NET, ESCO labels): a quote is an ordinary character. */
export function readTsv(path: string): Row[] {
  const records = parse(readFileSync(path), {
    bom: true,
    delimiter: "\t",
    quote: false,
    relaxColumnCount: true,
    skipEmptyLines: true,
  }) as string[][];
  return toRows(records, false);
}

export const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s === "") return undefined;
  const v = Number(s.replace(/,/g, ""));
  return Number.isFinite(v) ? v : undefined;
};

/** Fixed significant digits so the output does not depend on float noise. */
export const sig = (v: number, digits = 6): number => Number(v.toPrecision(digits));
