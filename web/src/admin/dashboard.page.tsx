import { useQuery } from "@apollo/client/react";
import { Button, Card, Heading, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router-dom";
import { useLocale } from "../lib/language";
import { paths } from "../lib/paths";
import { useSiteSettings } from "../features/site/use-site-settings";
import { roleLabel } from "../features/auth/staff";
import { AdminPage } from "./admin-page";
import { formatEventTime } from "../features/home/event-format";
import { formatDay, formatDayOf } from "./format";
import { OverviewList } from "./overview-list";
import { listState } from "./record-list";
import { useStaff } from "./staff-context";
import { AdminOverviewDocument, type AdminOverviewQuery } from "./gql/graphql";
import { GivingOverview } from "./contributions/giving-overview";
import { ArchdeaconOverview } from "./archdeacon-overview";
import "./locales/register";

const SHORTCUTS = [
  { label: "dashboardOverview.shortcut.news", href: paths.adminNews.getHref() },
  { label: "dashboardOverview.shortcut.event", href: paths.adminEvents.getHref() },
  { label: "dashboardOverview.shortcut.slides", href: paths.adminHomepage.getHref() },
  { label: "dashboardOverview.shortcut.job", href: paths.adminCareers.getHref() },
  { label: "dashboardOverview.shortcut.parish", href: paths.adminArchdeaconries.getHref() },
  { label: "dashboardOverview.shortcut.settings", href: paths.adminSettings.getHref() },
] as const;

/**
 * The dashboard's first page: a treasurer's is the giving, a parish or department editor's their
 * parish or department, an archdeacon's their archdeaconry's parishes; everyone else's the
 * website's content.
 */
export function DashboardPage() {
  const staff = useStaff();
  if (staff.role === "PARISH_EDITOR") return <Navigate to={paths.adminMyParish.getHref()} replace />;
  if (staff.role === "DEPARTMENT_EDITOR")
    return <Navigate to={paths.adminDepartments.getHref(staff.department?.slug)} replace />;
  if (staff.role === "ARCHDEACON") return <ArchdeaconOverview />;
  return staff.role === "TREASURER" ? <GivingOverview /> : <ContentOverview />;
}

/** What the website holds, what comes next, and the usual tasks. */
function ContentOverview() {
  const staff = useStaff();
  const shortName = useSiteSettings()?.shortName;
  const query = useQuery(AdminOverviewDocument, {
    fetchPolicy: "cache-and-network",
  });
  const { data, loading } = query;
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminPage
      title={t("dashboardOverview.welcome", { name: staff.name })}
      pageTitle={t("dashboardOverview.welcomeTab")}
      intro={
        shortName
          ? t("dashboardOverview.intro", { diocese: shortName, role: roleLabel(staff.role, t) })
          : t("dashboardOverview.introNoName", { role: roleLabel(staff.role, t) })
      }
    >
      <AtAGlance data={data} loading={loading} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <OverviewList
          title={t("dashboardOverview.upcomingEvents")}
          entries={(query.data?.events.items ?? []).flatMap(({ id, title, nextOccurrence: next }) =>
            // A series is listed at its next date, not its first; one with none left is no longer coming.
            next
              ? [
                  {
                    id,
                    label: title,
                    href: paths.adminEvents.getHref(id),
                    when: t("dashboardOverview.eventWhen", {
                      day: formatDay(next.date, locale),
                      start: formatEventTime(next.startTime, locale),
                      end: formatEventTime(next.endTime, locale),
                    }),
                  },
                ]
              : [],
          )}
          state={listState(query)}
          emptyText={t("dashboardOverview.noEvents")}
        />
        <OverviewList
          title={t("dashboardOverview.latestNews")}
          entries={(query.data?.newsArticles.items ?? []).map((article) => ({
            id: article.id,
            label: article.title,
            href: paths.adminEditNews.getHref(article.slug),
            when: formatDayOf(article.createdAt, locale),
          }))}
          state={listState(query)}
          emptyText={t("dashboardOverview.noNews")}
        />
      </SimpleGrid>
      <Shortcuts />
    </AdminPage>
  );
}

/** How many articles, events, parishes, job openings and subscribers there are, each a link to its list. */
function AtAGlance({ data, loading }: { data: AdminOverviewQuery | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const counts = [
    {
      label: t("dashboardOverview.counts.news"),
      value: data?.newsArticles.total,
      href: paths.adminNews.getHref(),
    },
    {
      label: t("dashboardOverview.counts.events"),
      value: data?.events.total,
      href: paths.adminEvents.getHref(),
    },
    {
      label: t("dashboardOverview.counts.parishes"),
      value: data?.parishes.total,
      href: paths.adminArchdeaconries.getHref(),
    },
    {
      label: t("dashboardOverview.counts.jobs"),
      value: data?.jobOpenings.total,
      href: paths.adminCareers.getHref(),
    },
    {
      label: t("dashboardOverview.counts.subscribers"),
      value: data?.newsletterSubscribers.total,
      href: paths.adminSubscribers.getHref(),
    },
  ];
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 5 }}
      gap="3"
      as="section"
      aria-label={t("dashboardOverview.atAGlance")}
    >
      {counts.map((count) => (
        <Card.Root key={count.label} size="sm" asChild _hover={{ bg: "brand.subtle" }}>
          <RouterLink to={count.href}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{count.label}</Stat.Label>
                <Stat.ValueText>{count.value ?? (loading ? "…" : "—")}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </RouterLink>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The usual tasks, one click away, and how long a session lasts. */
function Shortcuts() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" as="section" aria-label={t("dashboardOverview.shortcuts")}>
      <Heading as="h2" size="lg">
        {t("dashboardOverview.shortcuts")}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.href} asChild variant="outline" justifyContent="start">
            <RouterLink to={shortcut.href}>{t(shortcut.label)}</RouterLink>
          </Button>
        ))}
      </SimpleGrid>
      <Text color="fg.muted" textStyle="sm">
        {t("dashboardOverview.signOutAdvice")}
      </Text>
    </Stack>
  );
}
