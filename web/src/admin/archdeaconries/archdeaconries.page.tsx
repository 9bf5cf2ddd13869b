import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { listState } from "../record-list";
import { ARCHDEACONRY_REFETCH, NameForm } from "./archdeaconry-forms";
import { NewParishForm } from "./new-parish-form";
import { AdminArchdeaconriesDocument, CreateArchdeaconryDocument } from "../gql/graphql";
import "../locales/register";

export function ArchdeaconriesPage() {
  const query = useQuery(AdminArchdeaconriesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createArchdeaconry] = useMutation(CreateArchdeaconryDocument, ARCHDEACONRY_REFETCH);
  const { save } = useSave();
  const [creating, setCreating] = useState(false);
  const { t } = useTranslation();
  const archdeaconries = query.data?.archdeaconries ?? [];

  return (
    <AdminPage
      title={t("dashboardParishes.archdeaconries.title")}
      intro={t("dashboardParishes.archdeaconries.intro")}
      actions={
        <Button onClick={() => setCreating(true)}>{t("dashboardParishes.archdeaconries.create")}</Button>
      }
    >
      <AdminSection title={t("dashboardParishes.archdeaconries.title")}>
        <ListStatus
          {...listState(query)}
          empty={!archdeaconries.length}
          emptyText={t("dashboardParishes.archdeaconries.none")}
        >
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {archdeaconries.map((archdeaconry) => (
              <Card.Root key={archdeaconry.id} size="sm" variant="subtle" _hover={{ bg: "brand.subtle" }}>
                <Card.Body>
                  <LinkOverlay asChild fontWeight="semibold" color="brand.fg">
                    <RouterLink to={paths.adminArchdeaconry.getHref(archdeaconry.id)}>
                      {archdeaconry.name}
                    </RouterLink>
                  </LinkOverlay>
                  <Text textStyle="sm" color="fg.muted">
                    {t("dashboardParishes.archdeaconries.parishCount", {
                      count: archdeaconry.parishes.length,
                    })}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ListStatus>
      </AdminSection>
      <AdminSection title={t("dashboardParishes.createParishSection")}>
        <NewParishForm archdeaconries={archdeaconries} />
      </AdminSection>
      <FormDialog
        title={t("dashboardParishes.archdeaconries.create")}
        open={creating}
        onClose={() => setCreating(false)}
        size="md"
      >
        <HStack>
          <NameForm
            label={t("dashboardParishes.archdeaconries.name")}
            initial=""
            submitLabel={t("dashboardParishes.archdeaconries.createArchdeaconry")}
            busyLabel={t("dashboardParishes.archdeaconries.creating")}
            onCancel={() => setCreating(false)}
            onSubmit={async (name) => {
              await save(() => createArchdeaconry({ variables: { input: { name } } }), {
                saved: { title: t("dashboardParishes.archdeaconries.created"), description: name },
              });
              setCreating(false);
            }}
          />
        </HStack>
      </FormDialog>
    </AdminPage>
  );
}
