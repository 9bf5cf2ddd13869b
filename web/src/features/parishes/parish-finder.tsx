import { Box, Button, Card, EmptyState, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { LuLocateFixed } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import type { ParishFinderQuery } from "../../gql/graphql";
import { Pager } from "../../components/pager";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { nearMe } from "./near-me.behaviour";
import { ParishFinderForm } from "./parish-finder-form";
import { useSundayServicesLine } from "./regular-services";

type Found = ParishFinderQuery["parishFinder"];
type FoundParish = Found["items"][number];

interface ParishFinderProps {
  /** The page of parishes found. */
  found: Found;
  archdeaconries: readonly { id: string; name: string }[];
  /** What the address asked for. */
  search: URLSearchParams;
  /** Where "Near me" fetches the places of every parish found (parishPlacesHref). */
  placesHref: string;
}

/**
 * The finder: "Near me" first, as a phone's visitor mostly wants the nearest church
 * (near-me.behaviour.ts fetches where every parish found is and shows the nearest, worked out in
 * the phone), then the search form, then the parishes found, a page at a time.
 */
export function ParishFinder({ found, archdeaconries, search, placesHref }: ParishFinderProps) {
  const { t } = useTranslation();
  const behaviour = useBehaviour<HTMLDivElement>(nearMe);
  // What "Near me" may say, for its behaviour (near-me.behaviour.ts) to show.
  const messages = messageAttributes({
    finding: t("parishes.nearMe.finding"),
    denied: t("parishes.nearMe.denied"),
    timeout: t("parishes.nearMe.timeout"),
    unavailable: t("parishes.nearMe.unavailable"),
    "not-loaded": t("parishes.nearMe.notLoaded"),
    away: t("parishes.nearMe.away", { distance: "{{distance}}" }),
    nearest: t("parishes.nearMe.nearest", { name: "{{name}}", distance: "{{distance}}" }),
    "no-positions": t("parishes.nearMe.noPositions"),
  });
  return (
    <Stack {...behaviour} {...messages} data-places={placesHref} gap="8">
      {found.total > 0 && (
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
      <ParishList found={found} search={search} />
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

function ParishList({ found, search }: { found: Found; search: URLSearchParams }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (found.total === 0) {
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
  const pageHref = (page: number) =>
    paths.parishes.getHref({ ...Object.fromEntries(search), page: page > 1 ? String(page) : undefined });
  return (
    <Stack gap="6">
      <Text data-pages color="fg.muted">
        {t("parishes.count", { count: found.total })}
      </Text>
      <SimpleGrid data-parish-list as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {found.items.map((parish) => (
          <ParishCard
            key={parish.id}
            marks={{ "data-parish": true, "data-name": parish.name }}
            link={<RouterLink to={localePath(paths.parish.getHref(parish.slug))}>{parish.name}</RouterLink>}
          >
            <Text textStyle="sm">
              {[parish.town, t("parishes.archdeaconryName", { name: parish.archdeaconry.name })]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {parish.vicar && <Text textStyle="sm">{t("parishes.vicarName", { name: parish.vicar })}</Text>}
            <SundayServices services={parish.services} />
          </ParishCard>
        ))}
      </SimpleGrid>
      <Box data-pages>
        <Pager page={found.page} pageCount={found.pageCount} hrefFor={pageHref} />
      </Box>
      {/* The card "Near me" fills in for each parish it shows (its name, link, town and distance):
          its link is a span until then, its address an attribute: an <a> without an href is a link
          search engines cannot follow (Lighthouse's "Links are not crawlable"), and one with the
          sample's href is a link to no page. */}
      <Box as="ul" hidden listStyleType="none">
        <ParishCard
          marks={{
            "data-parish-sample": true,
            "data-parish-href": localePath(paths.parish.getHref(NEAR_ME_SLUG)),
          }}
          link={<span />}
        >
          <Text data-town textStyle="sm" />
        </ParishCard>
      </Box>
    </Stack>
  );
}

/** The slug in the sample card's link, which "Near me" replaces with each parish's own. */
const NEAR_ME_SLUG = "__slug__";

interface ParishCardProps {
  /** The card's data attributes: a parish's, or the sample's "Near me" copies. */
  marks: Record<`data-${string}`, string | boolean>;
  /** The link to the parish's page, with its name. */
  link: ReactElement;
  children: ReactNode;
}

/** A parish's card: its name, a link to its page, what the finder says of it, and its distance. */
function ParishCard({ marks, link, children }: ParishCardProps) {
  return (
    <Card.Root as="li" {...marks} size="sm" borderTopWidth="3px" borderTopColor="brand.solid">
      <Card.Body gap="1">
        <Heading as="h2" size="md">
          <Link asChild color="brand.fg" data-parish-link>
            {link}
          </Link>
        </Heading>
        {children}
        <Text data-distance textStyle="sm" fontWeight="semibold" color="brand.fg" />
      </Card.Body>
    </Card.Root>
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
