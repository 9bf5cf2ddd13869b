import { useQuery } from "@apollo/client/react";
import { Alert, Button, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { useCalendarWords } from "../features/events/calendar-words";
import { FactsList, LONG_LABEL } from "../features/registrations/facts-list";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import {
  CANCELLABLE,
  CancelLink,
  RegistrationStatusView,
  type PageRegistration,
} from "../features/registrations/registration-status-view";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useGiving } from "../features/site/use-site-settings";
import { RegistrationPageDocument } from "../gql/graphql";
import { useFormAnswer } from "../lib/form-answer";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { PENDING_REGISTRATION_REFRESH_SECONDS } from "./registration.route";

/** The registration of the token in the address, with its loading, error and not-found states. */
function WithRegistration({
  title,
  children,
}: {
  title: string;
  children: (registration: PageRegistration) => ReactNode;
}) {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(RegistrationPageDocument, { variables: { token } });
  const registration = data?.registration;
  usePageTitle(data && !registration ? t("site.pageNames.notFound") : title);
  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("events.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !registration) return <NotFoundContent />;
  if (!registration) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  return children(registration);
}

/** Which event, when and where, and whose registration. */
function RegistrationFacts({ registration }: { registration: PageRegistration }) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const { event } = registration;
  const facts: [string, string][] = [
    [t("registrations.page.event"), event.title],
    [
      t("registrations.page.when"),
      `${words.weekdayAndDate(event.date)}, ${words.times(event.startTime, event.endTime)}`,
    ],
    ...(event.place ? [[t("registrations.page.where"), event.place] as [string, string]] : []),
    [t("registrations.page.name"), registration.name],
  ];
  return <FactsList facts={facts} labelWidth="6rem" />;
}

/**
 * A registrant's own page (/registrations/<token>), where the registration form leads and the
 * confirmation's SMS and e-mail link: what became of the registration (registration-status-view.tsx)
 * and the event's facts, with the way to cancel while there is something to cancel.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const giving = useGiving();
  const payment = useFormAnswer("registration-payment");
  return (
    <WithRegistration title={t("registrations.page.title")}>
      {(registration) => (
        <PageSection>
          <PageHeader title={t("registrations.page.title")} current={registration.event.title} />
          <Stack gap="6" maxW="2xl">
            <SimulatedPaymentsNotice />
            <RegistrationStatusView
              registration={registration}
              refreshSeconds={PENDING_REGISTRATION_REFRESH_SECONDS}
              promptsEnabled={giving?.promptsEnabled ?? false}
              paymentProblem={payment?.problem ?? null}
            />
            <RegistrationFacts registration={registration} />
            <Text textStyle="sm" color="fg.muted">
              {t("registrations.page.keepLink")}
            </Text>
            {CANCELLABLE.has(registration.status) && <CancelLink token={registration.token} />}
          </Stack>
        </PageSection>
      )}
    </WithRegistration>
  );
}

/**
 * The cancel page (/registrations/<token>/cancel): asks before it cancels, since the place goes to
 * someone else; its button posts to its own address (registration-forms.route.ts).
 */
export function RegistrationCancelPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <WithRegistration title={t("registrations.cancel.title")}>
      {(registration) => {
        const pageHref = localePath(paths.registration.getHref(registration.token));
        return (
          <PageSection>
            <PageHeader
              title={t("registrations.cancel.title")}
              trail={[{ label: t("registrations.page.title"), href: pageHref }]}
            />
            <Stack gap="5" maxW="2xl">
              {CANCELLABLE.has(registration.status) ? (
                <>
                  <Text>{t("registrations.cancel.body", { event: registration.event.title })}</Text>
                  {registration.status === "CONFIRMED" && registration.feeKes > 0 && (
                    <Alert.Root status="info">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{t("registrations.cancel.paid")}</Alert.Title>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <form
                    method="post"
                    action={localePath(paths.registrationCancel.getHref(registration.token))}
                  >
                    <input type="hidden" name="confirm" value="yes" />
                    <Button type="submit" colorPalette="red" size="lg" {...LONG_LABEL}>
                      {t("registrations.cancel.confirm")}
                    </Button>
                  </form>
                </>
              ) : (
                <RegistrationStatusView
                  registration={registration}
                  refreshSeconds={PENDING_REGISTRATION_REFRESH_SECONDS}
                  promptsEnabled={false}
                  paymentProblem={null}
                />
              )}
              <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
                <RouterLink to={pageHref}>{t("registrations.cancel.keep")}</RouterLink>
              </Link>
            </Stack>
          </PageSection>
        );
      }}
    </WithRegistration>
  );
}
