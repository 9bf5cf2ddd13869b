import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { countOf } from "../format";
import { listState } from "../record-list";
import { ARCHDEACONRY_REFETCH, NameForm } from "./archdeaconry-forms";
import { ParishForm } from "./parish-form";
import {
  AdminArchdeaconriesDocument,
  CreateArchdeaconryDocument,
  CreateParishDocument,
} from "../gql/graphql";

export function ArchdeaconriesPage() {
  const query = useQuery(AdminArchdeaconriesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createArchdeaconry] = useMutation(CreateArchdeaconryDocument, ARCHDEACONRY_REFETCH);
  const [createParish] = useMutation(CreateParishDocument, ARCHDEACONRY_REFETCH);
  const { save, progress } = useSave();
  const [creating, setCreating] = useState(false);
  const archdeaconries = query.data?.archdeaconries ?? [];

  return (
    <AdminPage
      title="Archdeaconries"
      intro="The archdeaconries of the diocese and their parishes."
      actions={<Button onClick={() => setCreating(true)}>Create Archdeaconry</Button>}
    >
      <AdminSection title="Archdeaconries">
        <ListStatus {...listState(query)} empty={!archdeaconries.length} emptyText="No archdeaconries yet.">
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
                    {countOf(archdeaconry.parishes.length, "parish", "parishes")}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ListStatus>
      </AdminSection>
      <AdminSection title="Create new parish">
        <ParishForm
          archdeaconries={archdeaconries}
          submitLabel="Create parish"
          busyLabel="Creating the parish…"
          progress={progress}
          resetAfterSave
          onSubmit={async (input, image) => {
            await save((context) => createParish({ variables: { input, image }, context }), {
              saved: { title: "Parish created", description: input.name },
            });
          }}
        />
      </AdminSection>
      <FormDialog title="Create Archdeaconry" open={creating} onClose={() => setCreating(false)} size="md">
        <HStack>
          <NameForm
            label="Archdeaconry name"
            initial=""
            submitLabel="Create archdeaconry"
            busyLabel="Creating…"
            onCancel={() => setCreating(false)}
            onSubmit={async (name) => {
              await save(() => createArchdeaconry({ variables: { input: { name } } }), {
                saved: { title: "Archdeaconry created", description: name },
              });
              setCreating(false);
            }}
          />
        </HStack>
      </FormDialog>
    </AdminPage>
  );
}
