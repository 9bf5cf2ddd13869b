import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ParishPageQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";

type Parish = Pick<NonNullable<ParishPageQuery["parishBySlug"]>, "vicar" | "vicarPerson" | "phone" | "email">;

/** Who to ask at a parish: its vicar, phone and e-mail; nothing when none is known. */
export function ParishContact({ parish }: { parish: Parish }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (!parish.vicar && !parish.phone && !parish.email) return null;
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t("parishes.vicar")}
      </Heading>
      {parish.vicar && (
        <Text>
          {parish.vicarPerson ? (
            <Link href={localePath(paths.clergyMember.getHref(parish.vicarPerson.slug))} color="brand.fg">
              {parish.vicar}
            </Link>
          ) : (
            parish.vicar
          )}
        </Text>
      )}
      {parish.phone && (
        <Text>
          <Link href={`tel:${parish.phone.replace(/\s+/g, "")}`} color="brand.fg">
            {parish.phone}
          </Link>
        </Text>
      )}
      {parish.email && (
        <Text>
          <Link href={`mailto:${parish.email}`} color="brand.fg" overflowWrap="anywhere">
            {parish.email}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
