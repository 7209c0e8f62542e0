/**
 * Headers every response carries. The policy below restricts framing, plugins, the base URL
 * and form targets; script sources are not restricted yet, because the pre-built pages still
 * carry inline scripts without hashes (see the note on the server issue).
 */
export interface SecuritySettings {
  /** Seconds of Strict-Transport-Security; 0 (the default) sends none, for plain-HTTP deployments. */
  readonly hstsMaxAge: number;
}

export function securityHeaders(settings: SecuritySettings): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (settings.hstsMaxAge > 0)
    headers["Strict-Transport-Security"] = `max-age=${settings.hstsMaxAge}; includeSubDomains`;
  return headers;
}
