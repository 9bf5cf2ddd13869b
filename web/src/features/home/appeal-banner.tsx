import { Box, Button, Container, Flex, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { messages, useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import type { FeaturedAppealQuery, SiteSettingsQuery } from "../../gql/graphql";
import { AppealProgress } from "../giving/appeal-progress";
import { formatKes } from "../projects/format-kes";

type AppealBannerProps = {
  project: NonNullable<FeaturedAppealQuery["featuredProject"]>;
  settings: SiteSettingsQuery["siteSettings"];
};

/**
 * The appeal's words: the banner text from the settings, then the cost and how to give, in the
 * language of `t` and the format of `locale` (English's by default).
 */
export function appealText(
  { project, settings }: AppealBannerProps,
  t: TFunction = messages.en.t,
  locale = "en-KE",
): string {
  const parts = [
    settings.bannerText,
    t("home.appeal.estimatedCost", {
      project: project.title,
      amount: formatKes(project.progress.targetKes, locale),
    }),
    settings.paybillNumber && t("home.appeal.paybill", { number: settings.paybillNumber }),
    settings.accountNumber && t("home.appeal.account", { number: settings.accountNumber }),
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * The scrolling appeal for the featured project, with CSS animation (the old site's <marquee> is
 * obsolete): it stops under the pointer or keyboard focus, and stands still, wrapped, for visitors
 * who prefer reduced motion. Give now, to the project's give page, stays still beside it, so it is
 * easy to reach; below, the appeal's progress, which moves as gifts arrive.
 */
export function AppealBanner(props: AppealBannerProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const text = appealText(props, t, useLocale());
  return (
    <Box
      as="section"
      aria-label={t("home.appeal.label")}
      bg="gold.solid"
      color="gold.contrast"
      data-testid="appeal-banner"
    >
      <Container maxW="6xl">
        <Flex align="center" gap="4" minH="11" py="1">
          <Box flex="1" minW="0" overflow="hidden" _motionReduce={{ overflow: "visible" }}>
            <Flex
              w="max-content"
              data-testid="appeal-track"
              animation="marquee 40s linear infinite"
              _hover={{ animationPlayState: "paused" }}
              _motionReduce={{ animation: "none", w: "auto" }}
              fontWeight="semibold"
            >
              <Text pe="16" whiteSpace="nowrap" _motionReduce={{ whiteSpace: "normal", pe: "0" }}>
                {text}
              </Text>
              {/* The second copy closes the loop; assistive technology reads the text once. */}
              <Text pe="16" whiteSpace="nowrap" aria-hidden="true" _motionReduce={{ display: "none" }}>
                {text}
              </Text>
            </Flex>
          </Box>
          {props.project.status !== "COMPLETED" && (
            <Button asChild size="sm" colorPalette="brand" flexShrink="0">
              <RouterLink to={localePath(paths.give.getHref(props.project.slug))}>
                {t("home.appeal.giveNow")}
              </RouterLink>
            </Button>
          )}
        </Flex>
        <AppealProgress progress={props.project.progress} pb="3" pt="1" textStyle="sm" />
      </Container>
    </Box>
  );
}
