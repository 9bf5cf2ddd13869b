import { Card, DataList, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { usePageTitle } from "../features/site/use-page-title";
import { formatPhone, roleLabel } from "../features/auth/staff";
import { ChangePasswordDialog } from "./change-password-dialog";
import { ChangePicture } from "./change-picture";
import { useStaff } from "./staff-context";
import {} from "../gql/graphql";

export function AccountPage() {
  usePageTitle("Account");
  const staff = useStaff();
  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
        Account
      </Heading>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="xl">
            {staff.name}
          </Heading>
          <Text color="fg.muted">({roleLabel(staff.role)})</Text>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="vertical" gap="4">
            <DataList.Item>
              <DataList.ItemLabel>Phone</DataList.ItemLabel>
              <DataList.ItemValue>{formatPhone(staff.phone)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>E-mail</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{staff.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Username</DataList.ItemLabel>
              <DataList.ItemValue>{staff.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Picture</DataList.ItemLabel>
              <DataList.ItemValue>
                <ChangePicture />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Password</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="4" wrap="wrap">
                  <span aria-hidden>••••••••</span>
                  <VisuallyHidden>Hidden</VisuallyHidden>
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
