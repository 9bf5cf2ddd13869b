import { useQuery } from "@apollo/client/react";
import { Stack, Tabs } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { INFORMATION_PAGES, informationPageSlug, sitePaths } from "@diocese/site/site-routes";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { AdminAboutUsDocument } from "../gql/graphql";
import { AdministrativeSecretaryForm } from "./administrative-secretary-form";
import { HistoryBishops } from "./history-bishops";
import { InformationPageForm } from "./information-page-form";
import "../locales/register";

export function AboutUsUiPage() {
  const { data, loading, error } = useQuery(AdminAboutUsDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation();

  if (loading && !data) return <PageSpinner />;
  if (!data) return <AdminPage title={t("dashboardAboutUs.title")}>{serverMessage(error)}</AdminPage>;

  // The pages staff write here are the route table's, named as the website names them.
  const pages = INFORMATION_PAGES.map((page) => ({
    page,
    known: {
      slug: informationPageSlug(page),
      title: sitePaths[page].title,
      name: t(`site.pageNames.${page}`),
    },
  }));
  return (
    <AdminPage title={t("dashboardAboutUs.title")} intro={t("dashboardAboutUs.intro")}>
      <AdminSection title={t("dashboardAboutUs.secretary.section")}>
        <AdministrativeSecretaryForm secretary={data.administrativeSecretary} />
      </AdminSection>
      <AdminSection title={t("dashboardAboutUs.pagesText")}>
        <Tabs.Root defaultValue={informationPageSlug(INFORMATION_PAGES[0])} lazyMount variant="line">
          <Tabs.List mb="4" flexWrap="wrap">
            {pages.map(({ known }) => (
              <Tabs.Trigger key={known.slug} value={known.slug}>
                {known.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {pages.map(({ page, known }) => (
            <Tabs.Content key={known.slug} value={known.slug}>
              <Stack gap="6">
                <InformationPageForm
                  known={known}
                  page={data.informationPages.find((candidate) => candidate.slug === known.slug)}
                />
                {page === "dioceseHistory" && (
                  <HistoryBishops bishops={data.historyBishops} loading={loading} />
                )}
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </AdminSection>
    </AdminPage>
  );
}
