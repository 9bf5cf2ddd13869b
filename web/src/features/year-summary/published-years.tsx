import { HStack, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";

/** Links to the years the diocese has published, the one shown marked as the current page. */
export function PublishedYears({ years, current }: { years: readonly number[]; current?: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (years.length === 0) return <Text>{t("pages.yearInNumbers.noneYet")}</Text>;
  return (
    <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
      {years.map((year) => (
        <li key={year}>
          {year === current ? (
            <Text as="span" fontWeight="bold" aria-current="page">
              {year}
            </Text>
          ) : (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={localePath(paths.yearInNumbers.getHref(year))}>{year}</RouterLink>
            </Link>
          )}
        </li>
      ))}
    </HStack>
  );
}
