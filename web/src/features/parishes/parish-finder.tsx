import { Box, Button, Card, EmptyState, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { LuLocateFixed } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import type { ParishFinderQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { nearMe } from "./near-me.behaviour";
import { ParishFinderForm } from "./parish-finder-form";
import { useSundayServicesLine } from "./regular-services";

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
  const { t } = useTranslation();
  const behaviour = useBehaviour<HTMLDivElement>(nearMe);
  // What "Near me" may say, for its behaviour (near-me.behaviour.ts) to show.
  const messages = messageAttributes({
    finding: t("parishes.nearMe.finding"),
    denied: t("parishes.nearMe.denied"),
    timeout: t("parishes.nearMe.timeout"),
    unavailable: t("parishes.nearMe.unavailable"),
    away: t("parishes.nearMe.away", { distance: "{{distance}}" }),
    nearest: t("parishes.nearMe.nearest", { name: "{{name}}", distance: "{{distance}}" }),
    "first-parish": t("parishes.nearMe.firstParish"),
    "no-positions": t("parishes.nearMe.noPositions"),
  });
  return (
    <Stack {...behaviour} {...messages} gap="8">
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
            {t("parishes.nearMe.button")}
          </Button>
          <Text data-near-me-status role="status" textStyle="sm" color="fg.muted" />
        </Stack>
      )}
      <ParishFinderForm archdeaconries={archdeaconries} search={search} />
      <ParishList parishes={parishes} />
    </Stack>
  );
}

/** The link in "Try fewer words, or see every parish": Trans gives it its words. */
function EveryParishLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}

function ParishList({ parishes }: { parishes: readonly FoundParish[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (parishes.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{t("parishes.noMatch")}</EmptyState.Title>
          <EmptyState.Description>
            <Trans
              i18nKey="parishes.noMatchHint"
              components={{ list: <EveryParishLink href={localePath(paths.parishes.getHref())} /> }}
            />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box>
      <Text color="fg.muted" mb="4">
        {t("parishes.count", { count: parishes.length })}
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
                  <RouterLink to={localePath(paths.parish.getHref(parish.slug))}>{parish.name}</RouterLink>
                </Link>
              </Heading>
              <Text textStyle="sm">
                {[parish.town, t("parishes.archdeaconryName", { name: parish.archdeaconry.name })]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              {parish.vicar && <Text textStyle="sm">{t("parishes.vicarName", { name: parish.vicar })}</Text>}
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
  const line = useSundayServicesLine(services);
  return line ? (
    <Text textStyle="sm" color="fg.muted">
      {line}
    </Text>
  ) : null;
}
