import { useQuery } from "@apollo/client/react";
import { Button, SimpleGrid, Stat } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { roleLabel } from "../../features/auth/staff";
import { paths } from "../../lib/paths";
import { AdminPage } from "../admin-page";
import { formatKes } from "../format";
import { AdminGivingOverviewDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";

/** A treasurer's first page: what has been given, and what waits for M-Pesa's word. */
export function GivingOverview() {
  const staff = useStaff();
  const { data } = useQuery(AdminGivingOverviewDocument, { fetchPolicy: "cache-and-network" });
  return (
    <AdminPage
      title={`Welcome, ${staff.name}`}
      pageTitle="Welcome"
      intro={`You are signed in as ${roleLabel(staff.role)}: you see and record the gifts to the diocese's projects.`}
      actions={
        <Button asChild>
          <RouterLink to={paths.adminContributions.getHref()}>Open the contributions</RouterLink>
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="section" aria-label="Giving at a glance">
        <Stat.Root borderWidth="1px" borderRadius="l2" p="4">
          <Stat.Label>Given, all projects</Stat.Label>
          <Stat.ValueText>{data ? formatKes(data.paid.amountKes) : "…"}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="l2" p="4">
          <Stat.Label>Prompts waiting for M-Pesa</Stat.Label>
          <Stat.ValueText>{data ? data.pending.entries : "…"}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </AdminPage>
  );
}
