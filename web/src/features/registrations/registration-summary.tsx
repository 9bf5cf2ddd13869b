import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { formatKes } from "../projects/format-kes";
import { formatMoment, registrationState } from "./registration-setup";

type SummarySetup = {
  open: boolean;
  feeKes: number;
  placesLeft: number | null;
  waitingList: boolean;
  closesAt: string;
};

/**
 * An event's registrations in its item on the calendar: the fee (or free), the places left and
 * the closing time, with a link to its form; or that it is full (the waiting list) or closed.
 */
export function RegistrationSummary({
  eventId,
  title,
  setup,
}: {
  eventId: string;
  title: string;
  setup: SummarySetup;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const state = registrationState(setup);
  if (state === "closed") {
    return (
      <Text textStyle="sm" color="fg.muted" data-registration="closed">
        {t("registrations.onEvent.closed")}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-registration={state} bg="brand.subtle" p="3" borderRadius="md" alignItems="start">
      <HStack gap="3" wrap="wrap" textStyle="sm">
        <Text fontWeight="semibold">
          {setup.feeKes > 0
            ? t("registrations.onEvent.fee", { fee: formatKes(setup.feeKes, locale) })
            : t("registrations.onEvent.free")}
        </Text>
        {state === "full" ? (
          <Text>{t("registrations.onEvent.full")}</Text>
        ) : (
          setup.placesLeft !== null && (
            <Text>{t("registrations.onEvent.placesLeft", { count: setup.placesLeft })}</Text>
          )
        )}
        <Text>{t("registrations.onEvent.closes", { date: formatMoment(setup.closesAt, locale) })}</Text>
      </HStack>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink
          to={localePath(paths.eventRegistration.getHref(eventId))}
          aria-label={t("registrations.onEvent.registerLabel", { title })}
        >
          {t("registrations.onEvent.register")}
        </RouterLink>
      </Button>
    </Stack>
  );
}
