import { useQuery } from "@apollo/client/react";
import { Button, DataList, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { LuPrinter } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { useBehaviour } from "../components/use-behaviour";
import { formatDateAndTime } from "../features/giving/appeal-format";
import { printReceipt } from "../features/giving/print-receipt.behaviour";
import { formatKesIn } from "../features/giving/kes";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useSiteSettings } from "../features/site/use-site-settings";
import { GiftPageDocument, type GiftPageQuery } from "../gql/graphql";
import { useLocale, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

type Gift = NonNullable<GiftPageQuery["gift"]>;

/** Who the receipt says the gift is from: the donor's name, or null when they gave anonymously or gave none. */
export const receivedFrom = (gift: Pick<Gift, "anonymous" | "donorName">) =>
  gift.anonymous || !gift.donorName ? null : gift.donorName;

/**
 * A paid gift's official receipt (/gifts/<token>/receipt), made to be printed: in print only the
 * receipt shows (the site's frame and the Print button are hidden). A gift not paid has none.
 */
export function GiftReceiptPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = "" } = useParams();
  const settings = useSiteSettings();
  const { data, loading, error, refetch } = useQuery(GiftPageDocument, { variables: { token } });
  const gift = data?.gift?.status === "PAID" ? data.gift : null;
  usePageTitle(data && !gift ? t("site.pageNames.notFound") : t("site.pageNames.giftReceipt"));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("giving.receipt.loadError")} onRetry={() => refetch()} retrying={loading} />
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
    [t("giving.receipt.number"), gift.receiptNumber ?? ""],
    [t("giving.receipt.date"), formatDateAndTime(gift.paidAt ?? gift.createdAt, locale)],
    [t("giving.receipt.receivedFrom"), receivedFrom(gift) ?? t("giving.receipt.anonymous")],
    [t("giving.receipt.amount"), formatKesIn(gift.amountKes, locale)],
    [t("giving.receipt.amountInWords"), gift.amountInWords],
    // Without M-Pesa's code, the diocese's own number is what the donor can quote.
    [
      t("giving.receipt.mpesaReference"),
      gift.mpesaReceipt ?? t("giving.status.noMpesaCode", { receiptNumber: gift.receiptNumber ?? "" }),
    ],
    [t("giving.receipt.towards"), gift.projectTitle],
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
            {t("giving.receipt.heading")}
          </Heading>
        </Stack>
        <SimulatedPaymentsNotice onReceipt />
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text>{t("giving.receipt.nothingInReturn")}</Text>
        <Text fontWeight="medium">{t("giving.receipt.thanks")}</Text>
        <ReceiptActions />
      </Stack>
    </PageSection>
  );
}

/** What the screen shows below the receipt and the paper does not: Print, and the year's statement. */
function ReceiptActions() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const printButton = useBehaviour<HTMLButtonElement>(printReceipt);
  return (
    <Stack gap="3" align="start" _print={{ display: "none" }}>
      <Button {...printButton} colorPalette="brand" variant="outline">
        <LuPrinter aria-hidden />
        {t("giving.receipt.print")}
      </Button>
      <Link asChild color="brand.fg">
        <RouterLink to={localePath(paths.givingStatement.getHref())}>{t("giving.statementLink")}</RouterLink>
      </Link>
    </Stack>
  );
}
