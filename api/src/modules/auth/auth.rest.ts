import { AdminRole } from "../../authorization.js";
import type { RequestContext } from "../../context.js";
import { ForbiddenError, UnauthenticatedError } from "../../errors.js";
import { withLegacyFieldNames } from "../../lib/legacy-body.js";

type Body = Record<string, unknown>;

const asBody = (body: unknown): Body => (body && typeof body === "object" ? (body as Body) : {});

/** The old header shows '(System {role})', so a system admin's role reads "Admin". */
const LEGACY_ROLE_NAMES: Record<AdminRole, string> = {
  [AdminRole.SYSTEM_ADMIN]: "Admin",
  [AdminRole.EDITOR]: "Editor",
  [AdminRole.PARISH_EDITOR]: "Parish editor",
  [AdminRole.DEPARTMENT_EDITOR]: "Department editor",
  [AdminRole.TREASURER]: "Treasurer",
  [AdminRole.ARCHDEACON]: "Archdeacon",
};

/** The old site's sign-in paths, in the legacy REST contract's shapes. */
export const authRest = {
  async sessionCheck(ctx: RequestContext) {
    if (!ctx.actor) throw new UnauthenticatedError("You are not signed in, or your session has ended");
    const user = await ctx.services.adminUsers.me(ctx.actor);
    return {
      Status: "Success",
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: LEGACY_ROLE_NAMES[user.role],
    };
  },

  async login(ctx: RequestContext, body: unknown) {
    const { email, password } = asBody(body);
    const { token } = await ctx.services.auth.signIn(email, password, {
      address: ctx.clientAddress,
      deviceToken: ctx.deviceToken,
      keepsDeviceCookie: false,
    });
    return { Status: "Success", token, message: "You are signed in" };
  },

  async logout(ctx: RequestContext) {
    await ctx.services.auth.signOut(ctx.actor);
    return { status: "success" };
  },

  async otp(ctx: RequestContext, body: unknown) {
    return { message: await ctx.services.auth.requestPasswordCode(asBody(body).email, ctx.clientAddress) };
  },

  async verifyOtp(ctx: RequestContext, body: unknown) {
    const { email, otp, newpass } = asBody(body);
    await withLegacyFieldNames({ code: "otp", newPassword: "newpass" }, () =>
      ctx.services.auth.resetPasswordWithCode(email, otp, newpass, ctx.clientAddress),
    );
    return { status: "success" };
  },

  async resetPassword(ctx: RequestContext, body: unknown) {
    await ctx.services.auth.requestPasswordResetLink(asBody(body).email, ctx.clientAddress);
    return { status: "success" };
  },

  /** `email` is the old page's way of naming the account; it must be the signed-in one. */
  async changePassword(ctx: RequestContext, body: unknown) {
    const { oldpass, newpass, email } = asBody(body);
    if (ctx.actor && typeof email === "string" && email.trim()) {
      const me = await ctx.services.adminUsers.me(ctx.actor);
      if (me.email !== email.trim().toLowerCase()) {
        throw new ForbiddenError("You can only change the password of the account you are signed in with");
      }
    }
    await withLegacyFieldNames({ currentPassword: "oldpass", newPassword: "newpass" }, () =>
      ctx.services.auth.changePassword(ctx.actor, oldpass, newpass),
    );
    return { status: "success" };
  },
};
