import { useQuery } from "@apollo/client/react";
import { Box, Button, DataList, Heading, Stack, Text } from "@chakra-ui/react";
import { LuPrinter } from "react-icons/lu";
import { useParams } from "react-router-dom";
import { NOT_FOUND_TITLE } from "../../../api/src/site/site-routes";
import { ErrorState } from "../components/error-state";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { useBehaviour } from "../components/use-behaviour";
import { formatDateAndTime } from "../features/giving/appeal-format";
import { printReceipt } from "../features/giving/print-receipt.behaviour";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { formatKes } from "../features/projects/format-kes";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useSiteSettings } from "../features/site/use-site-settings";
import { GiftPageDocument, type GiftPageQuery } from "../gql/graphql";
import { paths } from "../lib/paths";

export const NOTHING_IN_RETURN = "No goods or services were given in return for this gift.";

type Gift = NonNullable<GiftPageQuery["gift"]>;

/** Who the receipt says the gift is from: the donor's name, unless they gave anonymously or gave none. */
export const receivedFrom = (gift: Pick<Gift, "anonymous" | "donorName">) =>
  gift.anonymous || !gift.donorName ? "Anonymous donor" : gift.donorName;

/**
 * A paid gift's official receipt (/gifts/<token>/receipt), made to be printed: in print only the
 * receipt shows (the site's frame and the Print button are hidden). A gift not paid has none.
 */
export function GiftReceiptPage() {
  const { token = "" } = useParams();
  const settings = useSiteSettings();
  const { data, loading, error, refetch } = useQuery(GiftPageDocument, { variables: { token } });
  const gift = data?.gift?.status === "PAID" ? data.gift : null;
  const printButton = useBehaviour<HTMLButtonElement>(printReceipt);
  usePageTitle(data && !gift ? NOT_FOUND_TITLE : paths.giftReceipt.title);

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title="We could not load your receipt." onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !gift) return <NotFoundContent />;
  if (!gift || !settings) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }

  const rows: [string, string][] = [
    ["Receipt number", gift.receiptNumber ?? ""],
    ["Date", formatDateAndTime(gift.paidAt ?? gift.createdAt)],
    ["Received from", receivedFrom(gift)],
    ["Amount", formatKes(gift.amountKes)],
    ["Amount in words", gift.amountInWords],
    ["M-Pesa reference", gift.mpesaReceipt ?? "Confirmed by M-Pesa"],
    ["Towards", gift.projectTitle],
  ];
  return (
    <PageSection _print={{ py: "0" }}>
      <Stack
        as="article"
        aria-labelledby="receipt-title"
        gap="6"
        maxW="2xl"
        mx="auto"
        borderWidth="1px"
        borderRadius="md"
        p={{ base: "5", md: "8" }}
        _print={{ borderWidth: "0", p: "0" }}
      >
        <Stack gap="1" textAlign="center">
          <Text fontFamily="heading" textStyle="xl" fontWeight="bold" color="brand.fg">
            {settings.fullName}
          </Text>
          {settings.postalLine && <Text color="fg.muted">{settings.postalLine}</Text>}
          <Heading as="h1" id="receipt-title" size="2xl" mt="3">
            Official receipt
          </Heading>
        </Stack>
        <SimulatedPaymentsNotice />
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text>{NOTHING_IN_RETURN}</Text>
        <Text fontWeight="medium">Thank you for your gift.</Text>
        <Box _print={{ display: "none" }}>
          <Button {...printButton} colorPalette="brand" variant="outline">
            <LuPrinter aria-hidden />
            Print
          </Button>
        </Box>
      </Stack>
    </PageSection>
  );
}
