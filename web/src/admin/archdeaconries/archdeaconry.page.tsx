import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "../../lib/paths";
import { FormDialog } from "../../components/form-dialog";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import type { AdminParishFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection } from "../admin-page";
import { useSave } from "../use-save";
import { listState } from "../record-list";
import { ARCHDEACONRY_REFETCH, NameForm } from "./archdeaconry-forms";
import { ParishForm } from "./parish-form";
import { DeleteArchdeaconryButton } from "./delete-archdeaconry-button";
import { ParishesList } from "./parishes-list";
import {
  AdminArchdeaconriesDocument,
  AdminArchdeaconryDocument,
  CreateParishDocument,
  UpdateArchdeaconryDocument,
  UpdateParishDocument,
} from "../gql/graphql";

/** A deleted archdeaconry's address, or one that failed to load. */
function NoArchdeaconry({ error }: { error?: unknown }) {
  return (
    <AdminPage title="Archdeaconry">
      <Text>
        {error ? serverMessage(error) : "There is no archdeaconry at this address. It may have been deleted."}
      </Text>
      <Link asChild color="brand.fg">
        <RouterLink to={paths.adminArchdeaconries.getHref()}>Back to the archdeaconries</RouterLink>
      </Link>
    </AdminPage>
  );
}

export function ArchdeaconryPage() {
  const { id = "" } = useParams();
  const query = useQuery(AdminArchdeaconryDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  // Every archdeaconry, for moving a parish to another.
  const everyArchdeaconry = useQuery(AdminArchdeaconriesDocument);
  const [renameArchdeaconry] = useMutation(UpdateArchdeaconryDocument, ARCHDEACONRY_REFETCH);
  const [createParish] = useMutation(CreateParishDocument, ARCHDEACONRY_REFETCH);
  const [updateParish] = useMutation(UpdateParishDocument, ARCHDEACONRY_REFETCH);
  const { save, progress } = useSave();
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState<AdminParishFieldsFragment | null>(null);
  const archdeaconry = query.data?.archdeaconry;

  if (query.loading && !query.data) return <PageSpinner />;
  if (!archdeaconry) {
    return <NoArchdeaconry error={query.error} />;
  }
  const parishes = archdeaconry.parishes;
  const count = parishes.length;
  const archdeaconries = everyArchdeaconry.data?.archdeaconries ?? [archdeaconry];

  return (
    <AdminPage
      title={archdeaconry.name}
      intro="Archdeaconry"
      actions={
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <DeleteArchdeaconryButton id={id} name={archdeaconry.name} parishCount={count} />
        </HStack>
      }
    >
      <AdminSection title="Parishes">
        <ParishesList
          archdeaconryName={archdeaconry.name}
          parishes={parishes}
          state={listState(query)}
          onEdit={setEditing}
        />
      </AdminSection>
      <AdminSection title="Add a parish">
        <Stack>
          <ParishForm
            key={id}
            archdeaconryId={id}
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
        </Stack>
      </AdminSection>
      <FormDialog title="Rename archdeaconry" open={renaming} onClose={() => setRenaming(false)} size="md">
        <NameForm
          label="Archdeaconry name"
          initial={archdeaconry.name}
          submitLabel="Save name"
          busyLabel="Saving…"
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            await save(() => renameArchdeaconry({ variables: { id, input: { name } } }), {
              saved: { title: "Archdeaconry renamed", description: name },
            });
            setRenaming(false);
          }}
        />
      </FormDialog>
      <FormDialog title="Edit parish" open={Boolean(editing)} onClose={() => setEditing(null)} size="xl">
        {editing && (
          <ParishForm
            parish={editing}
            archdeaconries={archdeaconries}
            submitLabel="Save changes"
            busyLabel="Saving…"
            progress={progress}
            onCancel={() => setEditing(null)}
            onSubmit={async (input, image) => {
              await save(
                (context) => updateParish({ variables: { id: editing.id, input, image }, context }),
                {
                  saved: { title: "Parish updated", description: input.name },
                },
              );
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
