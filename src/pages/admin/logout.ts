import type { APIRoute } from "astro";
import { clearedSessionCookie, signOut } from "../../server/admin/admin-auth.ts";

export const prerender = false;

/** The sign-out button's form post (the guard checked its CSRF token). */
export const POST: APIRoute = async ({ locals }) => {
  const { services, session, secure } = locals.admin!;
  await signOut(services, session!);
  return new Response(null, {
    status: 303,
    headers: {
      Location: "/admin/login",
      "Set-Cookie": clearedSessionCookie(secure),
    },
  });
};
