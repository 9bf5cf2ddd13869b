import {
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
  type StackProps,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { waitedForConfirmation, type GiftNews } from "./gift-poll";
import { formatKesIn } from "./kes";

type GiftStatusViewProps = StackProps & {
  /** The gift as the server knows it; null on the give page, where the behaviour fills it in. */
  gift: GiftNews | null;
  /** Try again brings the give page's form back (a button there), or leads to the give page (a link). */
  tryAgain: "button" | "link";
};

/** What a pending gift's page says while it waits: for the PIN, or for M-Pesa to confirm. */
function Waiting({
  waiting,
  hidden,
  title,
  children,
}: {
  waiting: "pin" | "confirming";
  hidden: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack data-gift-waiting={waiting} hidden={hidden} gap="3">
      <HStack gap="3" align="start">
        <Spinner size="md" color="brand.fg" mt="1" flexShrink="0" />
        <Heading as="h2" size="xl" color="brand.fg">
          {title}
        </Heading>
      </HStack>
      <Text>{children}</Text>
    </Stack>
  );
}

/**
 * A gift waiting for the donor's PIN, paid or failed: each state is drawn, the gift's one shown.
 * The behaviours (gift-poll.ts) show another state and write its figures into the `data-gift-slot`
 * elements as M-Pesa answers, so the server and the browser show a gift the same way. A prompt
 * sent 20 s ago or more no longer asks for the PIN: it says that M-Pesa is confirming, and that
 * nothing more is needed (the page drawn then says so too, for a phone without JavaScript).
 */
export function GiftStatusView({ gift, tryAgain, ...props }: GiftStatusViewProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const locale = useLocale();
  const status = gift?.status;
  const amount = gift ? formatKesIn(gift.amountKes, locale) : "";
  const project = gift?.projectTitle ?? "";
  // The slots the behaviours fill (gift-poll.ts), and the words they fill them with.
  const slots = {
    amount: <strong data-gift-slot="amount" />,
    project: <span data-gift-slot="project" />,
  };
  const messages = messageAttributes({
    "no-code": t("giving.status.noMpesaCode", { receiptNumber: "{{receiptNumber}}" }),
    "not-taken": t("giving.status.notTaken"),
  });
  const confirming = gift?.status === "PENDING" && waitedForConfirmation(gift.createdAt);
  return (
    <Stack aria-live="polite" gap="4" data-gift-view {...messages} {...props}>
      <Stack data-gift-state="PENDING" hidden={status !== "PENDING"} gap="3">
        <Waiting waiting="pin" hidden={confirming} title={t("giving.status.pendingTitle")}>
          <Trans i18nKey="giving.status.pendingBody" values={{ amount, project }} components={slots} />
        </Waiting>
        <Waiting waiting="confirming" hidden={!confirming} title={t("giving.status.confirmingTitle")}>
          <Trans i18nKey="giving.status.confirmingBody" values={{ amount, project }} components={slots} />
        </Waiting>
        <Text data-gift-slow hidden fontWeight="medium">
          {t("giving.status.slow")}
        </Text>
      </Stack>

      <Stack data-gift-state="PAID" hidden={status !== "PAID"} gap="3">
        <Heading as="h2" size="xl" color="brand.fg">
          {t("giving.status.paidTitle")}
        </Heading>
        <Text>
          <Trans i18nKey="giving.status.paidBody" values={{ amount, project }} components={slots} />
        </Text>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{t("giving.status.receiptNumber")}</DataList.ItemLabel>
            <DataList.ItemValue data-gift-slot="receipt-number">{gift?.receiptNumber}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("giving.status.mpesaReference")}</DataList.ItemLabel>
            <DataList.ItemValue data-gift-slot="mpesa-receipt">
              {gift?.mpesaReceipt ??
                t("giving.status.noMpesaCode", { receiptNumber: gift?.receiptNumber ?? "" })}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Link
          data-gift-receipt-link
          href={gift ? localePath(paths.giftReceipt.getHref(gift.token)) : undefined}
          color="brand.fg"
          fontWeight="semibold"
          alignSelf="start"
        >
          {t("giving.status.seeReceipt")}
        </Link>
      </Stack>

      <Stack data-gift-state="FAILED" hidden={status !== "FAILED"} gap="3" align="start">
        <Heading as="h2" size="xl" color="fg.error">
          {t("giving.status.failedTitle")}
        </Heading>
        <Text data-gift-slot="message">{gift?.message}</Text>
        {tryAgain === "button" ? (
          <Button data-gift-try-again colorPalette="brand">
            {t("giving.status.tryAgain")}
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <a data-gift-try-again href={gift ? localePath(paths.give.getHref(gift.projectSlug)) : undefined}>
              {t("giving.status.tryAgain")}
            </a>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
