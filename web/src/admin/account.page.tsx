import { Card, DataList, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../features/site/use-page-title";
import { formatPhone, roleLabel } from "../features/auth/staff";
import { ChangePasswordDialog } from "./change-password-dialog";
import { ChangePicture } from "./change-picture";
import { useStaff } from "./staff-context";
import "./locales/register";

export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t("dashboardAccount.title"));
  const staff = useStaff();
  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
        {t("dashboardAccount.title")}
      </Heading>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="xl">
            {staff.name}
          </Heading>
          <Text color="fg.muted">{t("dashboardAccount.role", { role: roleLabel(staff.role, t) })}</Text>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="vertical" gap="4">
            <DataList.Item>
              <DataList.ItemLabel>{t("dashboardAccount.phone")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatPhone(staff.phone)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("dashboardAccount.email")}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{staff.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("dashboardAccount.username")}</DataList.ItemLabel>
              <DataList.ItemValue>{staff.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("dashboardAccount.picture")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <ChangePicture />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("dashboardAccount.password.label")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="4" wrap="wrap">
                  <span aria-hidden>••••••••</span>
                  <VisuallyHidden>{t("dashboardAccount.hidden")}</VisuallyHidden>
                  <ChangePasswordDialog />
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
