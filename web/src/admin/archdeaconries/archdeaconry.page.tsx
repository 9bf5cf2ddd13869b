import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { paths } from "../../lib/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { FormDialog } from "../../components/form-dialog";
import { PageSpinner } from "../../components/page-spinner";
import { toaster } from "../../components/toaster";
import { formatPhone } from "../../features/auth/staff";
import { serverMessage } from "../../features/auth/server-message";
import type { AdminParishFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { RecordActions } from "../record-actions";
import { ARCHDEACONRY_REFETCH, NameForm, ParishForm } from "./archdeaconry-forms";
import {
  AdminArchdeaconryDocument,
  CreateParishDocument,
  DeleteArchdeaconryDocument,
  DeleteParishDocument,
  UpdateArchdeaconryDocument,
  UpdateParishDocument,
} from "../gql/graphql";

const parishValues = (parish: AdminParishFieldsFragment) => ({
  archdeaconryId: parish.archdeaconryId,
  name: parish.name,
  vicar: parish.vicar ?? "",
  phone: parish.phone ?? "",
  serviceTimes: parish.serviceTimes ?? "",
});

export function ArchdeaconryPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminArchdeaconryDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const [renameArchdeaconry] = useMutation(UpdateArchdeaconryDocument, ARCHDEACONRY_REFETCH);
  const [deleteArchdeaconry] = useMutation(DeleteArchdeaconryDocument);
  const [createParish] = useMutation(CreateParishDocument, ARCHDEACONRY_REFETCH);
  const [updateParish] = useMutation(UpdateParishDocument, ARCHDEACONRY_REFETCH);
  const [deleteParish] = useMutation(DeleteParishDocument, ARCHDEACONRY_REFETCH);
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState<AdminParishFieldsFragment | null>(null);
  const archdeaconry = data?.archdeaconry;

  if (loading && !data) return <PageSpinner />;
  if (!archdeaconry) {
    return (
      <AdminPage title="Archdeaconry">
        <Text>
          {error
            ? serverMessage(error)
            : "There is no archdeaconry at this address. It may have been deleted."}
        </Text>
        <Link asChild color="brand.fg">
          <RouterLink to={paths.adminArchdeaconries.getHref()}>Back to the archdeaconries</RouterLink>
        </Link>
      </AdminPage>
    );
  }
  const parishes = archdeaconry.parishes;
  const count = parishes.length;

  return (
    <AdminPage
      title={archdeaconry.name}
      intro="Archdeaconry"
      actions={
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <DeleteButton
            label={`Delete ${archdeaconry.name}`}
            title="Delete this archdeaconry?"
            description={
              count
                ? `${archdeaconry.name} still has ${count === 1 ? "1 parish" : `${count} parishes`}. Deleting it deletes ${count === 1 ? "that parish" : "those parishes"} too.`
                : `${archdeaconry.name} has no parishes.`
            }
            confirmLabel={count ? "Delete with its parishes" : "Delete"}
            onConfirm={async () => {
              try {
                await deleteArchdeaconry({ variables: { id, deleteParishes: count > 0 } });
                toaster.success({ title: "Archdeaconry deleted", description: archdeaconry.name });
                navigate(paths.adminArchdeaconries.getHref());
              } catch (failure) {
                toaster.error({
                  title: "The archdeaconry was not deleted",
                  description: serverMessage(failure),
                });
              }
            }}
          />
        </HStack>
      }
    >
      <AdminSection title="Parishes">
        <ListStatus
          loading={loading}
          error={error}
          empty={!count}
          emptyText="No parishes yet. Add one below."
          onRetry={() => void refetch()}
        >
          <Table.ScrollArea>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Parish</Table.ColumnHeader>
                  <Table.ColumnHeader>Vicar</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Service times</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {parishes.map((parish) => (
                  <Table.Row key={parish.id}>
                    <Table.Cell fontWeight="medium">{parish.name}</Table.Cell>
                    <Table.Cell>{parish.vicar ?? "—"}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatPhone(parish.phone)}</Table.Cell>
                    <Table.Cell>{parish.serviceTimes ?? "—"}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <RecordActions
                          name={parish.name}
                          onEdit={() => setEditing(parish)}
                          confirmTitle="Are you sure you want to delete this parish?"
                          confirmDescription={`${parish.name} will be removed from ${archdeaconry.name} and from the website.`}
                          onDelete={() => deleteParish({ variables: { id: parish.id } })}
                          deletedTitle="Parish deleted"
                          notDeletedTitle="The parish was not deleted"
                        />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListStatus>
      </AdminSection>
      <AdminSection title="Add a parish">
        <Stack>
          <ParishForm
            initial={{ archdeaconryId: id, name: "", vicar: "", phone: "", serviceTimes: "" }}
            archdeaconries={[archdeaconry]}
            submitLabel="Create parish"
            busyLabel="Creating the parish…"
            resetAfterSave
            onSubmit={async (input) => {
              await createParish({ variables: { input } });
              toaster.success({ title: "Parish created", description: input.name });
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
            await renameArchdeaconry({ variables: { id, input: { name } } });
            toaster.success({ title: "Archdeaconry renamed", description: name });
            setRenaming(false);
          }}
        />
      </FormDialog>
      <FormDialog title="Edit parish" open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && (
          <ParishForm
            initial={parishValues(editing)}
            archdeaconries={[archdeaconry]}
            submitLabel="Save changes"
            busyLabel="Saving…"
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await updateParish({ variables: { id: editing.id, input } });
              toaster.success({ title: "Parish updated", description: input.name });
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
