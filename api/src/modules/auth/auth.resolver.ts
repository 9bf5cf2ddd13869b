import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";

/**
 * Signing in for the web app: the session token goes into an HttpOnly cookie and never into the
 * response body, so no script can read it. Integrators get a token from POST /api/login.
 */
@Resolver()
export class AuthResolver {
  @Mutation(() => AdminUser, { description: "Signs in with an e-mail or username and a password" })
  async signIn(
    @Arg("identifier", () => String) identifier: string,
    @Arg("password", () => String) password: string,
    @Ctx() { services, clientAddress, deviceToken, sessionCookie }: RequestContext,
  ) {
    const signedIn = await services.auth.signIn(identifier, password, {
      address: clientAddress,
      deviceToken,
      keepsDeviceCookie: sessionCookie !== null,
    });
    sessionCookie?.set(signedIn.token, signedIn.expiresAt);
    if (signedIn.deviceToken) sessionCookie?.rememberDevice(signedIn.deviceToken);
    return signedIn.user;
  }

  @Mutation(() => Boolean, { description: "Ends this session" })
  async signOut(@Ctx() { services, actor, sessionCookie }: RequestContext) {
    await services.auth.signOut(actor);
    sessionCookie?.clear();
    return true;
  }

  @Mutation(() => Boolean, {
    description: "Changes the signed-in member of staff's password; their other sessions end",
  })
  async changePassword(
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    await services.auth.changePassword(actor, currentPassword, newPassword);
    return true;
  }

  @Mutation(() => String, {
    description: "E-mails a 6-digit code for a new password; answers the same for any address",
  })
  requestPasswordCode(
    @Arg("email", () => String) email: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ) {
    return services.auth.requestPasswordCode(email, clientAddress);
  }

  @Mutation(() => Boolean, { description: "Sets a new password with the e-mailed code" })
  async resetPasswordWithCode(
    @Arg("email", () => String) email: string,
    @Arg("code", () => String) code: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ) {
    await services.auth.resetPasswordWithCode(email, code, newPassword, clientAddress);
    return true;
  }

  @Mutation(() => String, {
    description: "E-mails a link to set a new password; answers the same for any address",
  })
  requestPasswordResetLink(
    @Arg("email", () => String) email: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ) {
    return services.auth.requestPasswordResetLink(email, clientAddress);
  }

  @Mutation(() => Boolean, { description: "Sets a new password with the token of an e-mailed link" })
  async resetPasswordWithLink(
    @Arg("token", () => String) token: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() { services }: RequestContext,
  ) {
    await services.auth.resetPasswordWithLink(token, newPassword);
    return true;
  }
}
