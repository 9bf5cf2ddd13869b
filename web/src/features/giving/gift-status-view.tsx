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
import { paths } from "../../lib/paths";
import { formatKes } from "../projects/format-kes";
import type { GiftNews } from "./gift-poll";

export const PENDING_TITLE = "Check your phone and enter your M-Pesa PIN";
export const SLOW_MESSAGE =
  "We have not heard from M-Pesa yet. If you entered your PIN, your gift is safe: this page will show it as soon as M-Pesa tells us.";

type GiftStatusViewProps = StackProps & {
  /** The gift as the server knows it; null on the give page, where the behaviour fills it in. */
  gift: GiftNews | null;
  /** Try again brings the give page's form back (a button there), or leads to the give page (a link). */
  tryAgain: "button" | "link";
};

/**
 * A gift waiting for the donor's PIN, paid or failed: each state is drawn, the gift's one shown.
 * The behaviours (gift-poll.ts) show another state and write its figures into the `data-gift-slot`
 * elements as M-Pesa answers, so the server and the browser show a gift the same way.
 */
export function GiftStatusView({ gift, tryAgain, ...props }: GiftStatusViewProps) {
  const status = gift?.status;
  const amount = gift ? formatKes(gift.amountKes) : "";
  const project = gift?.projectTitle ?? "";
  return (
    <Stack aria-live="polite" gap="4" {...props}>
      <Stack data-gift-state="PENDING" hidden={status !== "PENDING"} gap="3">
        <HStack gap="3" align="start">
          <Spinner size="md" color="brand.fg" mt="1" flexShrink="0" />
          <Heading as="h2" size="xl" color="brand.fg">
            {PENDING_TITLE}
          </Heading>
        </HStack>
        <Text>
          Your gift of <strong data-gift-slot="amount">{amount}</strong> towards{" "}
          <span data-gift-slot="project">{project}</span> waits for your PIN on the M-Pesa prompt.
        </Text>
        <Text data-gift-slow hidden fontWeight="medium">
          {SLOW_MESSAGE}
        </Text>
      </Stack>

      <Stack data-gift-state="PAID" hidden={status !== "PAID"} gap="3">
        <Heading as="h2" size="xl" color="brand.fg">
          Thank you for your gift
        </Heading>
        <Text>
          M-Pesa has confirmed your gift of <strong data-gift-slot="amount">{amount}</strong> towards{" "}
          <span data-gift-slot="project">{project}</span>.
        </Text>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Receipt number</DataList.ItemLabel>
            <DataList.ItemValue data-gift-slot="receipt-number">{gift?.receiptNumber}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>M-Pesa reference</DataList.ItemLabel>
            <DataList.ItemValue data-gift-slot="mpesa-receipt">
              {gift?.mpesaReceipt ?? "Confirmed by M-Pesa"}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Link
          data-gift-receipt-link
          href={gift ? paths.giftReceipt.getHref(gift.token) : undefined}
          color="brand.fg"
          fontWeight="semibold"
          alignSelf="start"
        >
          See and print your receipt
        </Link>
      </Stack>

      <Stack data-gift-state="FAILED" hidden={status !== "FAILED"} gap="3" align="start">
        <Heading as="h2" size="xl" color="fg.error">
          Your gift did not go through
        </Heading>
        <Text data-gift-slot="message">{gift?.message}</Text>
        {tryAgain === "button" ? (
          <Button data-gift-try-again colorPalette="brand">
            Try again
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <a data-gift-try-again href={gift ? paths.give.getHref(gift.projectSlug) : undefined}>
              Try again
            </a>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
