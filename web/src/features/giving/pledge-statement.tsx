import {
  Alert,
  Box,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/busy-button";
import type { PledgePageQuery } from "../../gql/graphql";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { formatKesIn } from "./kes";
import { SCHEDULES } from "./pledge-form";

type Statement = NonNullable<PledgePageQuery["pledgeStatement"]>;

/** Promised, paid and left, side by side. */
export function PledgeFigures({ pledge }: { pledge: Statement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures = [
    [t("pledges.page.promised"), pledge.amountKes],
    [t("pledges.page.paid"), pledge.paidKes],
    [t("pledges.page.left"), pledge.leftKes],
  ] as const;
  return (
    <SimpleGrid columns={3} gap="3" bg="brand.subtle" p="4" borderRadius="md">
      {figures.map(([label, amount]) => (
        <Stack key={label} gap="0">
          <Text textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontWeight="bold" textStyle="lg" data-testid={`pledge-${label}`}>
            {formatKesIn(amount, locale)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** "Pay now by M-Pesa": a plain form that posts to the pledge's `pay` address. */
export function PledgePaymentForm({ pledge, problem }: { pledge: Statement; problem: string | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <form
      method="post"
      action={localePath(paths.pledgePayment.getHref(pledge.id, pledge.secret))}
      aria-label={t("pledges.page.payHeading")}
    >
      <Stack gap="4">
        <Heading as="h2" size="lg" color="brand.fg">
          {t("pledges.page.payHeading")}
        </Heading>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root required>
          <Field.Label>{t("pledges.page.payAmount")}</Field.Label>
          <Input
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={pledge.leftKes > 0 ? String(pledge.leftKes) : ""}
            size="lg"
            maxW="12rem"
          />
          <Field.HelperText>{t("pledges.page.payHint")}</Field.HelperText>
        </Field.Root>
        <BusyButton type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          {t("pledges.page.paySubmit")}
        </BusyButton>
      </Stack>
    </form>
  );
}

/** How often the pledger is reminded, or not: a plain form that posts to the pledge's `reminders` address. */
export function PledgeRemindersForm({ pledge }: { pledge: Statement }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const now = pledge.remindersOn
    ? pledge.nextReminderOn
      ? t("pledges.page.nextReminder", { date: pledge.nextReminderOn })
      : t("pledges.page.noNextReminder")
    : t("pledges.page.remindersOff");
  return (
    <form
      method="post"
      action={localePath(paths.pledgeReminders.getHref(pledge.id, pledge.secret))}
      aria-label={t("pledges.page.remindersHeading")}
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" color="brand.fg">
          {t("pledges.page.remindersHeading")}
        </Heading>
        <Text data-testid="pledge-reminders-now">{now}</Text>
        <HStack gap="3" alignItems="end" wrap="wrap">
          <Field.Root maxW="16rem">
            <Field.Label>{t("pledges.page.remindersChoice")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="schedule"
                defaultValue={pledge.remindersOn ? pledge.schedule : "STOP"}
              >
                {SCHEDULES.map(([value, words]) => (
                  <option key={value} value={value}>
                    {t(words)}
                  </option>
                ))}
                <option value="STOP">{t("pledges.page.stop")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <BusyButton type="submit" variant="outline" colorPalette="brand">
            {t("pledges.page.remindersSubmit")}
          </BusyButton>
        </HStack>
      </Stack>
    </form>
  );
}

/** Paying the paybill by hand, with the pledge's own account. */
export function PledgePaybill({
  pledge,
  paybill,
}: {
  pledge: Statement;
  paybill: string | null | undefined;
}) {
  const { t } = useTranslation();
  if (!paybill) return null;
  return (
    <Box borderLeftWidth="4px" borderColor="brand.solid" pl="3">
      <Text>{t("pledges.page.paybill", { paybill, account: pledge.accountReference })}</Text>
    </Box>
  );
}

/** Stops every SMS to the pledge's phone, for ever: a plain form posting to its `stop-sms` address. */
export function PledgeStopSmsForm({ pledge }: { pledge: Statement }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (pledge.smsStopped) return <Text data-testid="pledge-sms-stopped">{t("pledges.page.smsStopped")}</Text>;
  return (
    <form
      method="post"
      action={localePath(paths.pledgeStopSms.getHref(pledge.id, pledge.secret))}
      aria-label={t("pledges.page.stopSmsLabel")}
    >
      <Stack gap="2">
        <Text textStyle="sm" color="fg.muted">
          {t("pledges.page.stopSmsHint")}
        </Text>
        <BusyButton type="submit" variant="outline" colorPalette="red" alignSelf="start">
          {t("pledges.page.stopSms")}
        </BusyButton>
      </Stack>
    </form>
  );
}
