/** Backup for runtimes without Intl.Locale text info (Firefox, older Node). */
const RTL_SCRIPTS_BACKUP = new Set(["ar", "ps", "ur", "he", "fa", "yi", "dv", "ug", "ckb", "sd"]);

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

const known = new Map<string, "ltr" | "rtl">();

export function textDirection(code: string): "ltr" | "rtl" {
  let direction = known.get(code);
  if (!direction) {
    direction = detectDirection(code);
    known.set(code, direction);
  }
  return direction;
}

function detectDirection(code: string): "ltr" | "rtl" {
  try {
    const locale = new Intl.Locale(code) as LocaleWithTextInfo;
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction === "rtl" || info?.direction === "ltr") return info.direction;
  } catch {
    // Invalid tag: fall through to the backup list.
  }
  return RTL_SCRIPTS_BACKUP.has(code.split("-")[0] ?? "") ? "rtl" : "ltr";
}
