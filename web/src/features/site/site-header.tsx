import { Box, Container, Flex, HStack, Image, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { NavMenu, topLevelStyle } from "./nav-menu";
import { PhoneMenu } from "./phone-menu";
import { isNavGroup, useNavigation } from "./site-navigation";
import { useSiteSettings } from "./use-site-settings";

/**
 * The sticky menu: in full from the xl breakpoint (1280 px; narrower, it would not fit across the
 * header), behind the ☰ button below it. Both are drawn, closed, for every screen (the server
 * cannot know its width): CSS shows one.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const shortName = useSiteSettings()?.shortName;
  const navigation = useNavigation();
  const home = localePath(paths.home.getHref());

  return (
    <Box
      as="header"
      // Gold focus rings and buttons stand out on the dark purple.
      colorPalette="gold"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="sm"
    >
      <Container maxW="6xl">
        <Flex align="center" justify="space-between" gap="4" minH="16">
          <Link
            asChild
            color="inherit"
            fontFamily="heading"
            fontSize="xl"
            fontWeight="bold"
            gap="3"
            // A long name staff gave the site is cut short rather than pushing the menu out.
            minW="0"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to={home}>
              <Image src="/favicon.svg" alt="" height="40px" width="40px" flexShrink="0" />
              <Text as="span" truncate>
                {shortName ?? t("site.header.home")}
              </Text>
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label={t("site.header.mainMenu")} flexShrink="0" hideBelow="xl">
            {navigation.map((item) =>
              isNavGroup(item) ? (
                <NavMenu key={item.label} group={item} />
              ) : (
                <Link
                  key={item.label}
                  asChild
                  {...topLevelStyle}
                  py="2"
                  borderBottomWidth="2px"
                  borderColor="transparent"
                  _hover={{ textDecoration: "none", borderColor: "gold.solid" }}
                  _currentPage={{ color: "gold.solid", borderColor: "gold.solid" }}
                >
                  <NavLink to={item.href} end={item.href === home}>
                    {item.label}
                  </NavLink>
                </Link>
              ),
            )}
          </HStack>
          <PhoneMenu navigation={navigation} />
        </Flex>
      </Container>
    </Box>
  );
}
