/**
 * Headers every response carries, set by helmet (maintained, and it drops headers browsers
 * have retired). The policy restricts scripts (see content-security-policy.ts), framing,
 * plugins, the base URL and form targets; helmet has no Permissions-Policy, so that one is
 * added here.
 */
import helmet from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";

export interface SecuritySettings {
  /** Seconds of Strict-Transport-Security; 0 (the default) sends none, for plain-HTTP deployments. */
  readonly hstsMaxAge: number;
  /** script-src: 'self', the hashes of the allowed inline scripts and configured analytics hosts. */
  readonly scriptSources: readonly string[];
  /**
   * The script sources a response gets instead, when `use` says so for it (AdSense's hosts
   * while a publisher is enabled, and on the admin pages that preview them).
   */
  readonly alternative?: { readonly scriptSources: readonly string[]; readonly use: (req: IncomingMessage) => boolean };
}

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

export type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export function securityHeaders(settings: SecuritySettings): HeaderMiddleware {
  const base = headersWith(settings.hstsMaxAge, settings.scriptSources);
  const alternative = settings.alternative;
  const other = alternative && headersWith(settings.hstsMaxAge, alternative.scriptSources);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    const chosen = other && alternative.use(req) ? other : base;
    chosen(req as never, res as never, next);
  };
}

function headersWith(hstsMaxAge: number, scriptSources: readonly string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Styles, images and connections are left open (inline styles are used, and analytics
        // endpoints vary); scripts, the way in for injected code, are restricted.
        "default-src": helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        "script-src": [...scriptSources],
        "script-src-attr": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // The social card and icons are fetched by other sites' crawlers and apps.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    // Pages embed no cross-origin resources that would need to opt in.
    crossOriginEmbedderPolicy: false,
  });
}
