import { useMutation } from "@apollo/client/react";
import { Avatar, Box, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../lib/paths";
import { toaster } from "../components/toaster";
import { roleLabel } from "../features/auth/staff";
import { useSignOut } from "../features/auth/use-sign-out";
import { useStaff } from "./staff-context";
import { SetMyLanguageDocument, type Language } from "./gql/graphql";
import { serverMessage } from "../lib/server-message";
import "./locales/register";

/** The dashboard's languages, each named in its own language as well as the one shown. */
const LANGUAGE_MESSAGES = {
  EN: "dashboard.profile.english",
  SW: "dashboard.profile.kiswahili",
} as const satisfies Record<Language, string>;

/** The dashboard's language, the member of staff's own, chosen from the menu. */
function LanguageChoice() {
  const staff = useStaff();
  const { t } = useTranslation();
  // The answer updates the cached account, so the whole dashboard changes language at once.
  const [setMyLanguage] = useMutation(SetMyLanguageDocument);

  const chooseLanguage = (language: Language) => {
    if (language === staff.language) return;
    setMyLanguage({ variables: { language } }).catch((failure: unknown) =>
      toaster.error({
        title: t("dashboard.profile.languageNotChanged"),
        description: serverMessage(failure),
      }),
    );
  };

  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>{t("dashboard.profile.language")}</Menu.ItemGroupLabel>
      <Menu.RadioItemGroup
        value={staff.language}
        onValueChange={(details) => chooseLanguage(details.value as Language)}
      >
        {(["EN", "SW"] as const).map((language) => (
          <Menu.RadioItem key={language} value={language} lang={language === "SW" ? "sw" : "en"}>
            <Menu.ItemIndicator />
            {t(LANGUAGE_MESSAGES[language])}
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
    </Menu.ItemGroup>
  );
}

export function ProfileMenu() {
  const staff = useStaff();
  const signOut = useSignOut();
  const { t } = useTranslation();
  const role = roleLabel(staff.role, t);
  const handleSignOut = () => {
    signOut().catch(() =>
      toaster.error({
        title: t("dashboard.profile.stillSignedIn"),
        description: t("dashboard.profile.noServer"),
      }),
    );
  };

  // The header is sticky, so the menu is placed against the window too ("fixed"): placed against
  // the page, it moved with any scroll until it was put back under its button a frame later, and
  // a click in between (pointer down on one item, up on another) chose nothing.
  return (
    <Menu.Root positioning={{ placement: "bottom-end", strategy: "fixed" }}>
      <Menu.Trigger asChild>
        {/* Below the sidebar's breakpoint the header's search needs the room: the initials alone,
            the name in the menu and in the button's label. */}
        <Button
          variant="solid"
          px="2"
          gap="2"
          minW="0"
          h="auto"
          py="1.5"
          flexShrink="0"
          aria-label={t("dashboard.profile.menuLabel", { name: staff.name, role })}
        >
          <Avatar.Root size="xs" colorPalette="gold" aria-hidden>
            <Avatar.Fallback name={staff.name} />
          </Avatar.Root>
          <Box textAlign="start" minW="0" hideBelow="md">
            <Text truncate maxW="48" fontWeight="semibold">
              {staff.name}
            </Text>
            <Text textStyle="xs" fontWeight="normal">
              {role}
            </Text>
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{staff.name}</Text>
              <Text textStyle="sm" color="fg.muted">
                {role}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" asChild>
              <RouterLink to={paths.adminAccount.getHref()}>{t("dashboard.profile.account")}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <LanguageChoice />
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={handleSignOut}>
              {t("dashboard.profile.signOut")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
