import { Alert, Box, Button, DataList, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { RegistrationPaymentProblem } from "@diocese/site/form-problems";
import type { RegistrationPageQuery } from "../../gql/graphql";
import { useBehaviour } from "../../components/use-behaviour";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { formatKes } from "../projects/format-kes";
import { useSiteSettings } from "../site/use-site-settings";
import { CodeQr } from "./code-qr";
import { LONG_LABEL } from "./facts-list";
import { useProblemWords } from "./registration-problems";
import { formatMoment } from "./registration-setup";
import { reloadWhileWaiting } from "./reload-while-waiting.behaviour";

export type PageRegistration = NonNullable<RegistrationPageQuery["registration"]>;

/** A state's heading, and what it says. */
function State({
  title,
  tone = "brand.fg",
  children,
}: {
  title: ReactNode;
  tone?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="xl" color={tone}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Waiting for the registrant's PIN: the page asks for itself again until M-Pesa answers. */
function AwaitingPrompt({ registration, seconds }: { registration: PageRegistration; seconds: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reload = useBehaviour<HTMLDivElement>(reloadWhileWaiting);
  return (
    <Stack gap="3" {...reload} data-reload-seconds={seconds} aria-live="polite">
      <HStack gap="3" align="start">
        <Spinner size="md" color="brand.fg" mt="1" flexShrink="0" />
        <Heading as="h2" size="xl" color="brand.fg">
          {t("registrations.page.heldTitle")}
        </Heading>
      </HStack>
      <Text>{t("registrations.page.heldPrompt", { fee: formatKes(registration.feeKes, locale) })}</Text>
    </Stack>
  );
}

/** The paybill's number, the registration's account and the fee, to pay by hand. */
function PaybillDetails({ registration }: { registration: PageRegistration }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useSiteSettings();
  const rows: [string, string][] = [
    [t("registrations.page.paybillNumber"), settings?.paybillNumber ?? ""],
    [t("registrations.page.account"), registration.accountReference],
    [t("registrations.page.amount"), formatKes(registration.feeKes, locale)],
  ];
  return (
    <Box bg="brand.subtle" p="4" borderRadius="md" data-paybill-details>
      <Text mb="2">{t("registrations.page.paybillSteps")}</Text>
      <DataList.Root orientation="horizontal" gap="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold" textStyle="lg">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** The door code, large, and its QR code. */
function Confirmed({ registration }: { registration: PageRegistration }) {
  const { t } = useTranslation();
  return (
    <State title={t("registrations.page.confirmedTitle")}>
      <Text>{t("registrations.page.confirmedBody")}</Text>
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          {t("registrations.page.code")}
        </Text>
        <Text
          fontSize={{ base: "4xl", md: "5xl" }}
          fontWeight="bold"
          letterSpacing="0.2em"
          fontFamily="mono"
          data-registration-code
        >
          {registration.code}
        </Text>
      </Stack>
      {registration.codeQr && (
        <CodeQr qr={registration.codeQr} label={t("registrations.page.qr", { code: registration.code })} />
      )}
    </State>
  );
}

/** Paying for a place offered from the waiting list: a prompt sent to the phone, or the paybill by hand. */
function PayOffer({
  registration,
  promptsEnabled,
  problem,
}: {
  registration: PageRegistration;
  promptsEnabled: boolean;
  problem: RegistrationPaymentProblem | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const problemWords = useProblemWords();
  const time = registration.holdExpiresAt ? formatMoment(registration.holdExpiresAt, locale) : "";
  const fee = formatKes(registration.feeKes, locale);
  return (
    <State title={t("registrations.page.offeredTitle", { time })}>
      <Text>{t("registrations.page.offeredBody", { fee, time })}</Text>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problemWords(problem)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {promptsEnabled && (
        <form method="post" action={localePath(paths.registrationPayment.getHref(registration.token))}>
          <input type="hidden" name="payBy" value="PROMPT" />
          <Button type="submit" colorPalette="brand" size="lg" {...LONG_LABEL}>
            {t("registrations.page.payByPrompt")}
          </Button>
        </form>
      )}
      <PaybillDetails registration={registration} />
    </State>
  );
}

/**
 * What a registration's page says of it, by its status: waiting for the prompt's PIN (the page asks
 * again until M-Pesa answers), the paybill's details to pay by hand, the door code and its QR code,
 * the place on the waiting list, a place offered (pay by a time), let go or cancelled.
 */
export function RegistrationStatusView({
  registration,
  refreshSeconds,
  promptsEnabled,
  paymentProblem,
}: {
  registration: PageRegistration;
  refreshSeconds: number;
  promptsEnabled: boolean;
  paymentProblem: RegistrationPaymentProblem | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const at = (iso: string | null | undefined) => (iso ? formatMoment(iso, locale) : "");
  switch (registration.status) {
    case "HELD":
      return !registration.promptPending ? (
        <State title={t("registrations.page.heldTitle")}>
          <Text>
            {t("registrations.page.heldPaybill", {
              time: at(registration.holdExpiresAt),
              fee: formatKes(registration.feeKes, locale),
            })}
          </Text>
          <PaybillDetails registration={registration} />
        </State>
      ) : (
        <AwaitingPrompt registration={registration} seconds={refreshSeconds} />
      );
    case "CONFIRMED":
      return <Confirmed registration={registration} />;
    case "WAITING":
      return (
        <State title={t("registrations.page.waitingTitle")}>
          <Text>{t("registrations.page.waitingBody")}</Text>
          {registration.waitingPosition && (
            <Text fontWeight="semibold">
              {t("registrations.page.waitingPosition", { position: registration.waitingPosition })}
            </Text>
          )}
        </State>
      );
    case "OFFERED":
      return registration.promptPending ? (
        <AwaitingPrompt registration={registration} seconds={refreshSeconds} />
      ) : (
        <PayOffer registration={registration} promptsEnabled={promptsEnabled} problem={paymentProblem} />
      );
    case "RELEASED":
      return (
        <State title={t("registrations.page.releasedTitle")} tone="fg.error">
          <Text>{t("registrations.page.releasedBody")}</Text>
          {registration.releasedAt && (
            <Text>{t("registrations.page.releasedAt", { time: at(registration.releasedAt) })}</Text>
          )}
          <Button asChild colorPalette="brand" alignSelf="start">
            <RouterLink to={localePath(paths.eventRegistration.getHref(registration.event.id))}>
              {t("registrations.page.tryAgain")}
            </RouterLink>
          </Button>
        </State>
      );
    case "CANCELLED":
      return (
        <State title={t("registrations.page.cancelledTitle")}>
          <Text>{t("registrations.page.cancelledBody", { time: at(registration.cancelledAt) })}</Text>
        </State>
      );
  }
}

/** The statuses a registrant may cancel from. */
export const CANCELLABLE = new Set(["HELD", "CONFIRMED", "WAITING", "OFFERED"]);

/** The way to the cancel page, which asks before it cancels. */
export function CancelLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Link
      asChild
      color="fg.error"
      fontWeight="semibold"
      alignSelf="start"
      minH="10"
      display="inline-flex"
      alignItems="center"
    >
      <RouterLink to={localePath(paths.registrationCancel.getHref(token))} rel="nofollow">
        {t("registrations.page.cancel")}
      </RouterLink>
    </Link>
  );
}
