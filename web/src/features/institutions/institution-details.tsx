import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { InstitutionPageQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { directionsHref, mapHref } from "../finder/map-links";

type Institution = NonNullable<InstitutionPageQuery["institutionBySlug"]>;

/** Where an institution is: its town, the parish that sponsors it, and links to a map and the way there. */
export function InstitutionLocation({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { parish, latitude, longitude } = institution;
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t("institutions.where")}
      </Heading>
      {institution.town && <Text>{institution.town}</Text>}
      <Text>
        {t("institutions.sponsor")}{" "}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={localePath(paths.parish.getHref(parish.slug))}>{parish.name}</RouterLink>
        </Link>
      </Text>
      <Text color="fg.muted">{t("institutions.archdeaconryName", { name: parish.archdeaconry.name })}</Text>
      {latitude != null && longitude != null && (
        <Stack mt="2" gap="1">
          <Text>
            <Link href={directionsHref(latitude, longitude)} color="brand.fg" fontWeight="semibold">
              {t("institutions.directions", { name: institution.name })}
            </Link>
          </Text>
          <Text>
            <Link href={mapHref(latitude, longitude)} color="brand.fg" fontWeight="semibold">
              {t("institutions.openMap", { name: institution.name })}
            </Link>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** Its head, its chaplain (linked to their page in the clergy directory) and its office's contacts; nothing when none is known. */
export function InstitutionContact({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { headName, headTitle, chaplain, phone, email, website } = institution;
  if (!headName && !chaplain && !phone && !email && !website) return null;
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t("institutions.contact")}
      </Heading>
      {headName && (
        <Text>{headTitle ? t("institutions.head", { title: headTitle, name: headName }) : headName}</Text>
      )}
      {chaplain && (
        <Text data-chaplain>
          {t("institutions.chaplain")}{" "}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={localePath(paths.clergyMember.getHref(chaplain.slug))}>
              {chaplain.styledName}
            </RouterLink>
          </Link>
        </Text>
      )}
      {phone && (
        <Text>
          <Link href={`tel:${phone.replace(/\s+/g, "")}`} color="brand.fg">
            {phone}
          </Link>
        </Text>
      )}
      {email && (
        <Text>
          <Link href={`mailto:${email}`} color="brand.fg" overflowWrap="anywhere">
            {email}
          </Link>
        </Text>
      )}
      {website && (
        <Text>
          <Link href={website} color="brand.fg" overflowWrap="anywhere" rel="noopener">
            {t("institutions.website", { name: institution.name })}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
