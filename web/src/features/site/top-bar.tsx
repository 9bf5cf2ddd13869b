import { Box, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuMail, LuMapPin, LuPhone } from "react-icons/lu";
import { LanguageSwitch } from "./language-switch";
import { useSiteSettings } from "./use-site-settings";

/**
 * The strip above the menu: postal address, phone and the staff's webmail, each when set, and the
 * language switch, which a phone shows without opening the menu.
 */
export function TopBar() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { postalLine, phone, webmailUrl } = settings ?? {};
  return (
    <Box bg="brand.950" color="brand.contrast" colorPalette="gold" textStyle="sm" data-testid="top-bar">
      <Container maxW="6xl">
        <Flex minH="8" py="1" gap={{ base: "1", md: "6" }} align="center" justify="space-between" wrap="wrap">
          {postalLine && (
            <HStack gap="2">
              <LuMapPin aria-hidden />
              <Text>{postalLine}</Text>
            </HStack>
          )}
          <HStack gap="5" wrap="wrap" ms="auto">
            {phone && (
              <Link href={`tel:${phone.replace(/\s+/g, "")}`} color="inherit" gap="2">
                <LuPhone aria-hidden />
                {phone}
              </Link>
            )}
            {webmailUrl && (
              <Link href={webmailUrl} color="inherit" gap="2">
                <LuMail aria-hidden />
                {t("site.topBar.mail")}
              </Link>
            )}
            <LanguageSwitch />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
