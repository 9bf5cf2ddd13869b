import { Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import type { ParishFinderQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { EveryOneLink, FinderList, FoundCard, NEAR_ME_SLUG } from "../finder/finder-list";
import { NearMe } from "../finder/near-me";
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
 * The finder: "Near me" first, as a phone's visitor mostly wants the nearest church (the finders'
 * NearMe), then the search form, then the parishes found, a page at a time.
 */
export function ParishFinder({ found, archdeaconries, search, placesHref }: ParishFinderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const messages = {
    button: t("parishes.nearMe.button"),
    finding: t("parishes.nearMe.finding"),
    denied: t("parishes.nearMe.denied"),
    timeout: t("parishes.nearMe.timeout"),
    unavailable: t("parishes.nearMe.unavailable"),
    notLoaded: t("parishes.nearMe.notLoaded"),
    away: t("parishes.nearMe.away", { distance: "{{distance}}" }),
    nearest: t("parishes.nearMe.nearest", { name: "{{name}}", distance: "{{distance}}" }),
    noPositions: t("parishes.nearMe.noPositions"),
  };
  const pageHref = (page: number) =>
    paths.parishes.getHref({ ...Object.fromEntries(search), page: page > 1 ? String(page) : undefined });
  const none = {
    title: t("parishes.noMatch"),
    hint: (
      <Trans
        i18nKey="parishes.noMatchHint"
        components={{ list: <EveryOneLink href={localePath(paths.parishes.getHref())} /> }}
      />
    ),
  };
  return (
    <NearMe placesHref={placesHref} placesList="parishes" messages={messages} anything={found.total > 0}>
      <ParishFinderForm archdeaconries={archdeaconries} search={search} />
      <FinderList
        found={found}
        count={t("parishes.count", { count: found.total })}
        none={none}
        pageHref={pageHref}
        sampleHref={localePath(paths.parish.getHref(NEAR_ME_SLUG))}
      >
        {found.items.map((parish) => (
          <FoundCard key={parish.id} name={parish.name} href={localePath(paths.parish.getHref(parish.slug))}>
            <Text textStyle="sm">
              {[parish.town, t("parishes.archdeaconryName", { name: parish.archdeaconry.name })]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {parish.vicar && <Text textStyle="sm">{t("parishes.vicarName", { name: parish.vicar })}</Text>}
            <SundayServices services={parish.services} />
          </FoundCard>
        ))}
      </FinderList>
    </NearMe>
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
