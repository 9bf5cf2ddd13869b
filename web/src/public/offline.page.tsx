import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../features/site/use-page-title";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { PageLinks } from "../features/site/page-links";

/**
 * What the service worker shows, while the phone is offline, for a page it has not saved
 * (web/src/service-worker/): what can be read instead.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  usePageTitle(t("site.pageNames.offline"));
  const links = [
    { label: t("site.offline.home"), href: localePath(paths.home.getHref()) },
    { label: t("site.offline.news"), href: localePath(paths.newsList.getHref()) },
    { label: t("site.offline.parishes"), href: localePath(paths.parishes.getHref()) },
  ];
  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: "12", md: "20" }} px="4">
      <Heading as="h1" size={{ base: "3xl", md: "5xl" }} color="brand.fg">
        {t("site.offline.heading")}
      </Heading>
      <Text textStyle="lg" maxW="2xl">
        {t("site.offline.text")}
      </Text>
      <Text>{t("site.offline.readable")}</Text>
      <PageLinks links={links} />
    </Stack>
  );
}
