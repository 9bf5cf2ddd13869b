import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { ParishPageQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { directionsHref, mapHref } from "../finder/map-links";

type Parish = NonNullable<ParishPageQuery["parishBySlug"]>;

/** Where a parish's church is: its town and archdeaconry, the way there, and links to a map. */
export function ParishLocation({ parish }: { parish: Parish }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { archdeaconry } = parish;
  const placed = parish.latitude != null && parish.longitude != null;
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t("parishes.where")}
      </Heading>
      {parish.town && <Text>{parish.town}</Text>}
      <Text>
        <Link asChild color="brand.fg">
          <RouterLink to={localePath(paths.archdeaconry.getHref(archdeaconry.id))}>
            {t("parishes.archdeaconryName", { name: archdeaconry.name })}
          </RouterLink>
        </Link>
      </Text>
      {parish.directions && <Text mt="2">{parish.directions}</Text>}
      {placed && (
        <Stack mt="2" gap="1">
          <Text>
            <Link
              href={directionsHref(parish.latitude!, parish.longitude!)}
              color="brand.fg"
              fontWeight="semibold"
            >
              {t("parishes.directions")}
            </Link>
          </Text>
          <Text>
            <Link href={mapHref(parish.latitude!, parish.longitude!)} color="brand.fg" fontWeight="semibold">
              {t("parishes.openMap")}
            </Link>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
