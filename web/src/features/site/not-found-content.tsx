import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useBehaviour } from "../../components/use-behaviour";
import { goBack } from "./go-back.behaviour";
import { PageLinks } from "./page-links";

export function NotFoundContent() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // Back to the previous page of this site, else home (go-back.behaviour.ts).
  const goBackButton = useBehaviour<HTMLButtonElement>(goBack);
  const links = [
    { label: t("site.notFound.home"), href: localePath(paths.home.getHref()) },
    { label: t("site.notFound.aboutUs"), href: localePath(paths.aboutUs.getHref()) },
    { label: t("site.notFound.projects"), href: localePath(paths.projects.getHref()) },
    { label: t("site.notFound.news"), href: localePath(paths.newsList.getHref()) },
    { label: t("site.notFound.dioceseHistory"), href: localePath(paths.dioceseHistory.getHref()) },
  ];

  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: "12", md: "20" }} px="4">
      <Heading as="h1" size={{ base: "4xl", md: "6xl" }} color="brand.fg">
        {t("site.notFound.heading")}
      </Heading>
      <Text textStyle="lg">{t("site.notFound.text")}</Text>
      <Text color="fg.muted">{t("site.notFound.code")}</Text>
      <Stack gap="2">
        <Text>{t("site.notFound.helpfulLinks")}</Text>
        <PageLinks links={links} />
      </Stack>
      <Button {...goBackButton} data-home-href={localePath(paths.home.getHref())}>
        {t("site.notFound.goBack")}
      </Button>
    </Stack>
  );
}
