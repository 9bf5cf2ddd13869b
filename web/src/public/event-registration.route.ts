import { EventRegistrationPageDocument } from "../gql/graphql";
import { isRecordId, sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

/** An event's registration form: none for an event that takes no registrations. */
export const eventRegistrationRoute: PublicPage = {
  path: sitePaths.eventRegistration.path,
  queries: ({ id = "" }) => (isRecordId(id) ? [query(EventRegistrationPageDocument, { id })] : null),
  verdict: ({ params: { id = "" }, answered, t }) => {
    const event = (
      answered(EventRegistrationPageDocument) ?? undecided(sitePaths.eventRegistration.getHref(id))
    ).event;
    if (!event?.registrationSetup) return NO_PAGE;
    return found({
      name: t("registrations.form.title", { title: event.title }),
      description: t("registrations.form.intro"),
    });
  },
};
