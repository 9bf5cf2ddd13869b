import { useQuery } from "@apollo/client/react";
import { Stack, Tabs } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { AdminAboutUsDocument } from "../gql/graphql";
import { AdministrativeSecretaryForm } from "./administrative-secretary-form";
import { HistoryBishops } from "./history-bishops";
import { InformationPageForm, PAGE_NAMES } from "./information-page-form";
import "../locales/register";

/** The information pages staff edit, by their addresses on the website, with their English titles. */
const PAGES = [
  { slug: "about-us", title: "About Us" },
  { slug: "diocese-history", title: "Diocese History" },
  { slug: "governance-system", title: "Governance System" },
  { slug: "projects", title: "Projects" },
] as const;

export function AboutUsUiPage() {
  const { data, loading, error } = useQuery(AdminAboutUsDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation();

  if (loading && !data) return <PageSpinner />;
  if (!data) return <AdminPage title={t("dashboardAboutUs.title")}>{serverMessage(error)}</AdminPage>;

  return (
    <AdminPage title={t("dashboardAboutUs.title")} intro={t("dashboardAboutUs.intro")}>
      <AdminSection title={t("dashboardAboutUs.secretary.section")}>
        <AdministrativeSecretaryForm secretary={data.administrativeSecretary} />
      </AdminSection>
      <AdminSection title={t("dashboardAboutUs.pagesText")}>
        <Tabs.Root defaultValue={PAGES[0].slug} lazyMount variant="line">
          <Tabs.List mb="4" flexWrap="wrap">
            {PAGES.map((page) => (
              <Tabs.Trigger key={page.slug} value={page.slug}>
                {t(PAGE_NAMES[page.slug])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {PAGES.map((known) => (
            <Tabs.Content key={known.slug} value={known.slug}>
              <Stack gap="6">
                <InformationPageForm
                  known={known}
                  page={data.informationPages.find((candidate) => candidate.slug === known.slug)}
                />
                {known.slug === "diocese-history" && (
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
