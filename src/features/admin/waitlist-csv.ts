/**
 * The waitlist as RFC 4180 CSV. A cell starting with =, +, - or @ is prefixed with a quote so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function waitlistCsv(rows: readonly { email: string; lang: string; createdAt: number }[]): string {
  const lines = [
    "email,language,joined_utc",
    ...rows.map((r) => [r.email, r.lang, new Date(r.createdAt).toISOString()].map(csvCell).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
