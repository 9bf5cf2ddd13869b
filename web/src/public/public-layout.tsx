import { Box, Container, Flex, HStack, Link, SkipNavContent, SkipNavLink, Text } from "@chakra-ui/react";
import { Link as RouterLink, NavLink, Outlet, ScrollRestoration } from "react-router-dom";
import { paths } from "../app/paths";
import { SITE_SHORT_NAME } from "../app/site";

const navigation = [
  { label: "HOME", href: paths.home.getHref() },
  { label: "NEWS", href: paths.newsList.getHref() },
];

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="brand.solid" color="brand.contrast">
        <Container maxW="6xl">
          <Flex align="center" justify="space-between" gap="4" minH="14" wrap="wrap">
            <Link
              asChild
              color="inherit"
              fontFamily="heading"
              fontSize="xl"
              fontWeight="bold"
              _hover={{ textDecoration: "none" }}
            >
              <RouterLink to={paths.home.getHref()}>{SITE_SHORT_NAME}</RouterLink>
            </Link>
            <HStack as="nav" aria-label="Main" gap="5">
              {navigation.map((item) => (
                <Link
                  key={item.href}
                  asChild
                  color="inherit"
                  fontSize="sm"
                  fontWeight="semibold"
                  letterSpacing="wide"
                  py="2"
                  borderBottomWidth="2px"
                  borderColor="transparent"
                  _hover={{ textDecoration: "none", borderColor: "gold.solid" }}
                  _currentPage={{ color: "gold.solid", borderColor: "gold.solid" }}
                >
                  <NavLink to={item.href} end={item.href === paths.home.getHref()}>
                    {item.label}
                  </NavLink>
                </Link>
              ))}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <SkipNavContent />
      <Box as="main" flex="1" py={{ base: "6", md: "10" }}>
        <Container maxW="6xl">
          <Outlet />
        </Container>
      </Box>
      <Box as="footer" bg="brand.solid" color="brand.contrast" py="6">
        <Container maxW="6xl">
          <Text textStyle="sm">
            © {new Date().getFullYear()} {SITE_SHORT_NAME}. All rights reserved.
          </Text>
        </Container>
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}
