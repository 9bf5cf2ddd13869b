import { Box, Button, Card, EmptyState, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LuLocateFixed } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useBehaviour } from "../../components/use-behaviour";
import type { ParishFinderQuery } from "../../gql/graphql";
import { paths } from "../../lib/paths";
import { nearMe } from "./near-me.behaviour";
import { ParishFinderForm } from "./parish-finder-form";
import { sundayServicesLine } from "./regular-services";

type FoundParish = ParishFinderQuery["findParishes"][number];

interface ParishFinderProps {
  parishes: readonly FoundParish[];
  archdeaconries: readonly { id: string; name: string }[];
  /** What the address asked for. */
  search: URLSearchParams;
}

/**
 * The finder: "Near me" first, as a phone's visitor mostly wants the nearest church
 * (near-me.behaviour.ts sorts the cards by distance in the phone, each card carrying its church's
 * position), then the search form, then the parishes found.
 */
export function ParishFinder({ parishes, archdeaconries, search }: ParishFinderProps) {
  const behaviour = useBehaviour<HTMLDivElement>(nearMe);
  return (
    <Stack {...behaviour} gap="8">
      {parishes.length > 0 && (
        <Stack gap="2">
          <Button
            data-near-me
            hidden
            type="button"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: "stretch", sm: "start" }}
          >
            <LuLocateFixed aria-hidden />
            Near me: nearest first
          </Button>
          <Text data-near-me-status role="status" textStyle="sm" color="fg.muted" />
        </Stack>
      )}
      <ParishFinderForm archdeaconries={archdeaconries} search={search} />
      <ParishList parishes={parishes} />
    </Stack>
  );
}

function ParishList({ parishes }: { parishes: readonly FoundParish[] }) {
  if (parishes.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>No parish matches this search.</EmptyState.Title>
          <EmptyState.Description>
            Try fewer words, or{" "}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.parishes.getHref()}>see every parish</RouterLink>
            </Link>
            .
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box>
      <Text color="fg.muted" mb="4">
        {parishes.length === 1 ? "1 parish" : `${parishes.length} parishes`}
      </Text>
      <SimpleGrid data-parish-list as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {parishes.map((parish) => (
          <Card.Root
            as="li"
            key={parish.id}
            data-parish
            data-name={parish.name}
            data-latitude={parish.latitude ?? undefined}
            data-longitude={parish.longitude ?? undefined}
            size="sm"
            borderTopWidth="3px"
            borderTopColor="brand.solid"
          >
            <Card.Body gap="1">
              <Heading as="h2" size="md">
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.parish.getHref(parish.slug)}>{parish.name}</RouterLink>
                </Link>
              </Heading>
              <Text textStyle="sm">
                {[parish.town, `${parish.archdeaconry.name} Archdeaconry`].filter(Boolean).join(" · ")}
              </Text>
              {parish.vicar && <Text textStyle="sm">Vicar: {parish.vicar}</Text>}
              <SundayServices services={parish.services} />
              <Text data-distance textStyle="sm" fontWeight="semibold" color="brand.fg" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The card's line of Sunday services, if the parish lists any. */
function SundayServices({ services }: { services: FoundParish["services"] }) {
  const line = sundayServicesLine(services);
  return line ? (
    <Text textStyle="sm" color="fg.muted">
      {line}
    </Text>
  ) : null;
}
