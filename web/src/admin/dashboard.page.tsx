import { useQuery } from "@apollo/client/react";
import { Button, Card, Heading, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { Navigate, Link as RouterLink } from "react-router-dom";
import { paths } from "../lib/paths";
import { useSiteSettings } from "../features/site/use-site-settings";
import { roleLabel } from "../features/auth/staff";
import { AdminPage } from "./admin-page";
import { formatEventTime } from "../features/home/event-format";
import { formatDay } from "./format";
import { OverviewList } from "./overview-list";
import { listState } from "./record-list";
import { useStaff } from "./staff-context";
import { AdminOverviewDocument } from "./gql/graphql";
import { GivingOverview } from "./contributions/giving-overview";

const SHORTCUTS = [
  { label: "Write a news article", href: paths.adminNews.getHref() },
  { label: "Add an event", href: paths.adminEvents.getHref() },
  { label: "Change the home page's slides", href: paths.adminHomepage.getHref() },
  { label: "Post a job opening", href: paths.adminCareers.getHref() },
  { label: "Add a parish", href: paths.adminArchdeaconries.getHref() },
  { label: "Update contacts and paybill", href: paths.adminSettings.getHref() },
];

/**
 * The dashboard's first page: a treasurer's is the giving, a parish or department editor's their
 * parish or department; everyone else's the website's content.
 */
export function DashboardPage() {
  const staff = useStaff();
  if (staff.role === "PARISH_EDITOR") return <Navigate to={paths.adminMyParish.getHref()} replace />;
  if (staff.role === "DEPARTMENT_EDITOR")
    return <Navigate to={paths.adminDepartments.getHref(staff.department?.slug)} replace />;
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
  const counts = [
    { label: "News articles", value: data?.newsArticles.total, href: paths.adminNews.getHref() },
    { label: "Upcoming events", value: data?.events.total, href: paths.adminEvents.getHref() },
    { label: "Parishes", value: data?.parishes.total, href: paths.adminArchdeaconries.getHref() },
    { label: "Open jobs", value: data?.jobOpenings.total, href: paths.adminCareers.getHref() },
    {
      label: "Subscribers",
      value: data?.newsletterSubscribers.total,
      href: paths.adminSubscribers.getHref(),
    },
  ];

  return (
    <AdminPage
      title={`Welcome, ${staff.name}`}
      pageTitle="Welcome"
      intro={`The staff dashboard of the ${shortName ?? "diocese"}. You are signed in as ${roleLabel(staff.role)}.`}
    >
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" as="section" aria-label="At a glance">
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
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <OverviewList
          title="Upcoming events"
          entries={(query.data?.events.items ?? []).map((event) => ({
            id: event.id,
            label: event.title,
            href: paths.adminEvents.getHref(event.id),
            when: `${formatDay(event.date)}, ${formatEventTime(event.startTime)} to ${formatEventTime(event.endTime)}`,
          }))}
          state={listState(query)}
          emptyText="No upcoming events."
        />
        <OverviewList
          title="Latest news"
          entries={(query.data?.newsArticles.items ?? []).map((article) => ({
            id: article.id,
            label: article.title,
            href: paths.adminEditNews.getHref(article.slug),
            when: new Date(article.createdAt).toLocaleDateString("en-GB", {
              day: "numeric",
              month: "short",
              year: "numeric",
            }),
          }))}
          state={listState(query)}
          emptyText="No articles yet."
        />
      </SimpleGrid>
      <Shortcuts />
    </AdminPage>
  );
}

/** The usual tasks, one click away, and how long a session lasts. */
function Shortcuts() {
  return (
    <Stack gap="3" as="section" aria-label="Shortcuts">
      <Heading as="h2" size="lg">
        Shortcuts
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.href} asChild variant="outline" justifyContent="start">
            <RouterLink to={shortcut.href}>{shortcut.label}</RouterLink>
          </Button>
        ))}
      </SimpleGrid>
      <Text color="fg.muted" textStyle="sm">
        For your safety, you are signed out after two hours without activity, and after twelve hours in any
        case. Sign out from the menu under your name when you finish, above all on a shared computer.
      </Text>
    </Stack>
  );
}
