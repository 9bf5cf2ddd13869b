import { RegistrationPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type Messages, type PublicPage } from "./public-route";

/** A page waiting for M-Pesa asks again this often without JavaScript (with it, a behaviour asks). */
export const PENDING_REGISTRATION_REFRESH_SECONDS = 4;

/**
 * A registration's own page, or its cancel page, by its token: none when the API knows no such
 * registration. Its address is the registrant's one key: sent `no-store`, kept by nobody, and kept
 * from search engines.
 */
function registrationPage(path: string, name: (t: Messages) => string, refreshes: boolean): PublicPage {
  return {
    path,
    queries: ({ token = "" }) => [query(RegistrationPageDocument, { token })],
    verdict: ({ params: { token = "" }, answered, t }) => {
      const registration = (answered(RegistrationPageDocument) ?? undecided(path.replace(":token", token)))
        .registration;
      if (!registration) return NO_PAGE;
      return found({
        name: name(t),
        description: registration.event.title,
        hidden: true,
        secretAddress: true,
        refreshWithoutScriptSeconds:
          refreshes && registration.promptPending ? PENDING_REGISTRATION_REFRESH_SECONDS : undefined,
      });
    },
  };
}

export const registrationRoute = registrationPage(
  sitePaths.registration.path,
  (t) => t("registrations.page.title"),
  true,
);

// The question stays put while the registrant decides: no refresh.
export const registrationCancelRoute = registrationPage(
  sitePaths.registrationCancel.path,
  (t) => t("registrations.cancel.title"),
  false,
);
