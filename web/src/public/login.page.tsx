import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../lib/paths";
import { usePageTitle } from "../features/site/use-page-title";
import { OtpResetForm } from "../features/auth/otp-reset-form";
import { PasswordRecoveryForm } from "../features/auth/password-recovery-form";
import { SignInForm } from "../features/auth/sign-in-form";

type View =
  | { name: "login"; notice?: string; identifier?: string }
  | { name: "recovery"; email?: string }
  | { name: "code"; email: string; message: string };

/**
 * Where to go after signing in: the admin page that sent the visitor here, if `next` names one,
 * and never another site (a link such as ?next=//evil.example must not lead off the diocese's).
 */
function destinationAfterSignIn(next: string | null): string {
  return next && /^\/administrator(?:[/?#]|$)/.test(next) ? next : paths.adminWelcome.getHref();
}

export function LoginPage() {
  usePageTitle(paths.login.title);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>({ name: "login" });

  switch (view.name) {
    case "login":
      return (
        <SignInForm
          notice={view.notice}
          initialIdentifier={view.identifier}
          onSignedIn={() => navigate(destinationAfterSignIn(searchParams.get("next")))}
          onForgotPassword={() => setView({ name: "recovery" })}
        />
      );
    case "recovery":
      return (
        <PasswordRecoveryForm
          initialEmail={view.email}
          onCodeSent={(email, message) => setView({ name: "code", email, message })}
          onBackToLogin={() => setView({ name: "login" })}
        />
      );
    case "code":
      return (
        <OtpResetForm
          email={view.email}
          message={view.message}
          onPasswordChanged={() =>
            setView({
              name: "login",
              identifier: view.email,
              notice: "Your password has been changed. Sign in with the new one.",
            })
          }
          onRequestNewCode={() => setView({ name: "recovery", email: view.email })}
          onBackToLogin={() => setView({ name: "login" })}
        />
      );
  }
}
