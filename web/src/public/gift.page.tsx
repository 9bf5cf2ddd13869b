import { useQuery } from "@apollo/client/react";
import { Box, Stack } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { NOT_FOUND_TITLE } from "../../../api/src/site/site-routes";
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
import { paths } from "../lib/paths";

/**
 * A gift's status page (/gifts/<token>), where the give form leads: waiting for the donor's PIN,
 * paid (with the receipt's number and a link to it) or failed (with why, and Try again). While it
 * waits, its behaviour asks the API and shows the answer in place; without JavaScript the page
 * asks for itself again every few seconds (its head's refresh, route-data.ts).
 */
export function GiftPage() {
  const { token = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(GiftPageDocument, { variables: { token } });
  const gift = data?.gift;
  const behaviour = useBehaviour<HTMLDivElement>(giftStatus);
  usePageTitle(data && !gift ? NOT_FOUND_TITLE : paths.gift.title);

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title="We could not load your gift." onRetry={() => refetch()} retrying={loading} />
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
        title={paths.gift.title}
        trail={[{ label: gift.projectTitle, href: paths.give.getHref(gift.projectSlug) }]}
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
