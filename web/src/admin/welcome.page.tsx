import { Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../app/paths";
import { usePageTitle } from "../components/use-page-title";
import { roleLabel } from "../features/auth/staff";
import { useSiteSettings } from "../features/site/use-site-settings";
import { useStaff } from "./staff-context";

export function WelcomePage() {
  usePageTitle("Welcome");
  const staff = useStaff();
  const shortName = useSiteSettings()?.shortName;
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
        Welcome, {staff.name}
      </Heading>
      <Text textStyle="lg">
        You are signed in to the staff dashboard of the {shortName ?? "diocese"} as {roleLabel(staff.role)}.
      </Text>
      <Stack gap="2">
        <Heading as="h2" size="lg">
          What you can do here
        </Heading>
        <List.Root gap="2" ps="5">
          <List.Item>
            See your account details and change your password in{" "}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.adminAccount.getHref()}>Account settings</RouterLink>
            </Link>
            .
          </List.Item>
          <List.Item>
            Sign out from the menu under your name when you finish, above all on a shared computer.
          </List.Item>
          <List.Item>
            For your safety, you are signed out after two hours without activity, and after twelve hours in
            any case.
          </List.Item>
        </List.Root>
      </Stack>
      <Text color="fg.muted">The tools to manage the website&apos;s content will appear in the menu.</Text>
    </Stack>
  );
}
