import type { APIRoute } from "astro";
import { clearedSessionCookie, isSecureRequest, signOut } from "../../server/admin/admin-auth.ts";

export const prerender = false;

/** The sign-out button's form post (the guard checked its CSRF token). */
export const POST: APIRoute = async ({ locals, request }) => {
  const { services, session } = locals.admin!;
  await signOut(services, session!);
  return new Response(null, {
    status: 303,
    headers: {
      Location: "/admin/login",
      "Set-Cookie": clearedSessionCookie(isSecureRequest(request, services.settings.trustProxy)),
    },
  });
};
