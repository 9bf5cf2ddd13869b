import { useQuery } from "@apollo/client/react";
import { Box, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { useBehaviour } from "../components/use-behaviour";
import { giftStatus } from "../features/giving/gift-status.behaviour";
import { GiftStatusView } from "../features/giving/gift-status-view";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { GiftPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * A gift's status page (/gifts/<token>), where the give form leads: waiting for the donor's PIN,
 * paid (with the receipt's number and a link to it) or failed (with why, and Try again). While it
 * waits, its behaviour asks the API and shows the answer in place; without JavaScript the page
 * asks for itself again every few seconds (its head's refresh, gift.route.ts).
 */
export function GiftPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { token = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(GiftPageDocument, { variables: { token } });
  const gift = data?.gift;
  const behaviour = useBehaviour<HTMLDivElement>(giftStatus);
  usePageTitle(data && !gift ? t("site.pageNames.notFound") : t("site.pageNames.gift"));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("giving.gift.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !gift) return <NotFoundContent />;
  if (!gift) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }

  return (
    <PageSection>
      <PageHeader
        title={t("site.pageNames.gift")}
        trail={[{ label: gift.projectTitle, href: localePath(paths.give.getHref(gift.projectSlug)) }]}
      />
      <Stack gap="6" maxW="2xl">
        <SimulatedPaymentsNotice />
        <Box
          {...behaviour}
          data-gift-token={gift.token}
          data-gift-status={gift.status}
          data-gift-created-at={gift.createdAt}
        >
          <GiftStatusView gift={gift} tryAgain="link" />
        </Box>
      </Stack>
    </PageSection>
  );
}
