import { Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import type { InstitutionFinderQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { EveryOneLink, FinderList, FoundCard, NEAR_ME_SLUG } from "../finder/finder-list";
import { NearMe } from "../finder/near-me";
import { InstitutionFinderForm } from "./institution-finder-form";
import { useKindName } from "./institution-kinds";

interface InstitutionFinderProps {
  /** The page of institutions found. */
  found: InstitutionFinderQuery["institutions"];
  /** What the address asked for. */
  search: URLSearchParams;
  /** Where "Near me" fetches the places of every institution found (institutionPlacesHref). */
  placesHref: string;
}

/**
 * The finder of the church's schools and hospitals, as the parish finder is made (the finders'
 * NearMe and FinderList): "Near me" first, then the search form, then those found, a page at a time.
 */
export function InstitutionFinder({ found, search, placesHref }: InstitutionFinderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const kindName = useKindName();
  const messages = {
    button: t("institutions.nearMe.button"),
    finding: t("institutions.nearMe.finding"),
    denied: t("institutions.nearMe.denied"),
    timeout: t("institutions.nearMe.timeout"),
    unavailable: t("institutions.nearMe.unavailable"),
    notLoaded: t("institutions.nearMe.notLoaded"),
    away: t("institutions.nearMe.away", { distance: "{{distance}}" }),
    nearest: t("institutions.nearMe.nearest", { name: "{{name}}", distance: "{{distance}}" }),
    noPositions: t("institutions.nearMe.noPositions"),
  };
  const pageHref = (page: number) =>
    paths.institutions.getHref({ ...Object.fromEntries(search), page: page > 1 ? String(page) : undefined });
  const none = {
    title: t("institutions.noMatch"),
    hint: (
      <Trans
        i18nKey="institutions.noMatchHint"
        components={{ list: <EveryOneLink href={localePath(paths.institutions.getHref())} /> }}
      />
    ),
  };
  return (
    <NearMe placesHref={placesHref} placesList="institutions" messages={messages} anything={found.total > 0}>
      <InstitutionFinderForm search={search} />
      <FinderList
        found={found}
        count={t("institutions.count", { count: found.total })}
        none={none}
        pageHref={pageHref}
        sampleHref={localePath(paths.institution.getHref(NEAR_ME_SLUG))}
      >
        {found.items.map((institution) => (
          <FoundCard
            key={institution.id}
            name={institution.name}
            href={localePath(paths.institution.getHref(institution.slug))}
          >
            <Text textStyle="sm">
              {[kindName(institution.kind), institution.town].filter(Boolean).join(" · ")}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t("institutions.sponsoredBy", { parish: institution.parish.name })}
            </Text>
          </FoundCard>
        ))}
      </FinderList>
    </NearMe>
  );
}
