import { useQuery } from "@apollo/client/react";
import { Alert, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { isPledgePaymentProblem, PLEDGE_PAYMENT_PROBLEM_WORDS } from "../features/giving/pledge-problems";
import {
  PledgeFigures,
  PledgePaybill,
  PledgePaymentForm,
  PledgeRemindersForm,
  PledgeStopSmsForm,
} from "../features/giving/pledge-statement";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useGiving, useSiteSettings } from "../features/site/use-site-settings";
import { PledgePageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * A pledge's own page (/pledges/<id>/<secret>), where the pledge form leads and its SMS link:
 * promised, paid and left, "Pay now by M-Pesa", the paybill with the pledge's account, and its
 * reminders; with what was wrong with the last payment asked for (/pledges/<id>/<secret>/<problem>).
 */
export function PledgePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id = "", secret = "", problem } = useParams();
  const settings = useSiteSettings();
  const giving = useGiving();
  const { data, loading, error, refetch } = useQuery(PledgePageDocument, { variables: { id, secret } });
  const pledge = data?.pledgeStatement;
  usePageTitle(data && !pledge ? t("site.pageNames.notFound") : t("site.pageNames.pledge"));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("pledges.page.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if ((data && !pledge) || !(problem === undefined || isPledgePaymentProblem(problem)))
    return <NotFoundContent />;
  if (!pledge || !settings || !giving) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  const open = pledge.status === "OPEN";
  return (
    <PageSection>
      <PageHeader
        title={t("pledges.page.heading", { project: pledge.projectTitle })}
        trail={[{ label: pledge.projectTitle, href: localePath(paths.give.getHref(pledge.projectSlug)) }]}
        current={t("site.pageNames.pledge")}
      />
      <Stack gap="6" maxW="2xl">
        <SimulatedPaymentsNotice />
        <Text fontWeight="semibold">{pledge.name}</Text>
        <PledgeFigures pledge={pledge} />
        <Text>{t("pledges.page.dueOn", { date: pledge.dueOn })}</Text>
        {pledge.status === "FULFILLED" && <Notice text={t("pledges.page.fulfilled")} status="success" />}
        {pledge.status === "CANCELLED" && <Notice text={t("pledges.page.cancelled")} status="info" />}
        {open && !pledge.hasPhone && <Notice text={t("pledges.page.noPhone")} status="info" />}
        {open && pledge.hasPhone && giving.promptsEnabled && (
          <PledgePaymentForm
            pledge={pledge}
            problem={isPledgePaymentProblem(problem) ? t(PLEDGE_PAYMENT_PROBLEM_WORDS[problem]) : null}
          />
        )}
        {open && <PledgePaybill pledge={pledge} paybill={settings.paybillNumber} />}
        {open && pledge.hasPhone && <PledgeRemindersForm pledge={pledge} />}
        {pledge.hasPhone && <PledgeStopSmsForm pledge={pledge} />}
        <Text textStyle="sm" color="fg.muted">
          {t("pledges.page.private")}
        </Text>
      </Stack>
    </PageSection>
  );
}

function Notice({ text, status }: { text: string; status: "success" | "info" }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
