import { useQuery } from "@apollo/client/react";
import { Alert, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { useCalendarWords } from "../features/events/calendar-words";
import { formatKes } from "../features/projects/format-kes";
import { FactsList } from "../features/registrations/facts-list";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { RegistrationForm } from "../features/registrations/registration-form";
import {
  formatMoment,
  registrationState,
  type RegistrationFormSetup,
} from "../features/registrations/registration-setup";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useGiving } from "../features/site/use-site-settings";
import { EventRegistrationPageDocument, type EventRegistrationPageQuery } from "../gql/graphql";
import { useFormAnswer } from "../lib/form-answer";
import { useLanguage, useLocale, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

type PageEvent = NonNullable<EventRegistrationPageQuery["event"]>;
type PageSetup = NonNullable<PageEvent["registrationSetup"]>;

/**
 * An event's registration form (/events/<id>/register): when and where the event is, its fee,
 * places and closing time, and the form, which works without JavaScript; drawn again by the
 * form's POST with what was typed and what was wrong beside each field.
 */
export function EventRegistrationPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(EventRegistrationPageDocument, { variables: { id } });
  const event = data?.event?.registrationSetup ? data.event : null;
  usePageTitle(
    event
      ? t("registrations.form.title", { title: event.title })
      : data
        ? t("site.pageNames.notFound")
        : t("registrations.onEvent.register"),
  );
  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("events.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !event) return <NotFoundContent />;
  if (!event || !data) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PageHeader
        title={t("registrations.form.title", { title: event.title })}
        trail={[{ label: t("site.pageNames.events"), href: localePath(paths.events.getHref()) }]}
        current={t("registrations.onEvent.register")}
      />
      <Stack gap="6" maxW="2xl">
        <SimulatedPaymentsNotice />
        <EventFacts event={event} setup={event.registrationSetup!} />
        <FormOrWhyNot event={event} setup={event.registrationSetup!} archdeaconries={data.archdeaconries} />
      </Stack>
    </PageSection>
  );
}

/** When and where, the fee, the places left and the closing time. */
function EventFacts({ event, setup }: { event: PageEvent; setup: PageSetup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = useCalendarWords();
  const facts: [string, string][] = [
    [
      t("registrations.form.when"),
      `${words.weekdayAndDate(event.date)}, ${words.times(event.startTime, event.endTime)}`,
    ],
    ...(event.place ? [[t("registrations.form.where"), event.place] as [string, string]] : []),
    [
      t("registrations.form.fee"),
      setup.feeKes > 0 ? formatKes(setup.feeKes, locale) : t("registrations.onEvent.free"),
    ],
    ...(setup.placesLeft !== null
      ? [[t("registrations.form.places"), String(setup.placesLeft)] as [string, string]]
      : []),
    [t("registrations.form.closes"), formatMoment(setup.closesAt, locale)],
  ];
  return <FactsList facts={facts} labelWidth="8rem" />;
}

/** The form, with what came of the last try; or that registrations are closed. */
function FormOrWhyNot({
  event,
  setup,
  archdeaconries,
}: {
  event: PageEvent;
  setup: PageSetup;
  archdeaconries: EventRegistrationPageQuery["archdeaconries"];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useLanguage();
  const giving = useGiving();
  const answer = useFormAnswer("registration");
  const state = registrationState(setup);
  if (state === "closed") {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("registrations.form.closed")}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const formSetup: RegistrationFormSetup = {
    audience: setup.whoMayRegister,
    feeKes: setup.feeKes,
    placesLeft: setup.placesLeft ?? null,
    closesAt: setup.closesAt,
    full: state === "full",
    askParish: setup.askParish,
    askRole: setup.askRole,
    askDiet: setup.askDiet,
    questions: setup.questions.map((question) => ({
      id: question.id,
      label: (language === "sw" && question.labelSw) || question.label,
      kind: question.kind,
      choices: question.choices,
      required: question.required,
    })),
  };
  return (
    <Stack gap="4">
      <Text>{t("registrations.form.intro")}</Text>
      {state === "full" && <Text fontWeight="medium">{t("registrations.form.full")}</Text>}
      {setup.whoMayRegister === "PARISH_DELEGATES" && <Text>{t("registrations.form.delegatesOnly")}</Text>}
      <RegistrationForm
        eventId={event.id}
        setup={formSetup}
        archdeaconries={archdeaconries}
        fee={setup.feeKes > 0 ? formatKes(setup.feeKes, locale) : null}
        promptsEnabled={giving?.promptsEnabled ?? false}
        values={answer?.values ?? {}}
        problems={answer?.problems ?? {}}
        retryInMinutes={answer?.retryInMinutes}
      />
    </Stack>
  );
}
