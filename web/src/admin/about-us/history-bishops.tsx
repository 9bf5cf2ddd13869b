import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CroppedImage } from "../../components/cropped-image";
import { FormDialog } from "../../components/form-dialog";
import {
  DeleteHistoryBishopDocument,
  ReorderHistoryBishopsDocument,
  type AdminHistoryBishopFieldsFragment,
} from "../gql/graphql";
import { ListStatus } from "../admin-page";
import { RecordActions } from "../record-actions";
import { ReorderableList } from "../reorderable-list";
import { useSave } from "../use-save";
import { HistoryBishopForm } from "./history-bishop-form";
import { ABOUT_US_REFETCH } from "./information-page-form";

type HistoryBishopsProps = { bishops: AdminHistoryBishopFieldsFragment[]; loading: boolean };

export function HistoryBishops({ bishops, loading }: HistoryBishopsProps) {
  const [deleteBishop] = useMutation(DeleteHistoryBishopDocument, ABOUT_US_REFETCH);
  const [reorderBishops] = useMutation(ReorderHistoryBishopsDocument, ABOUT_US_REFETCH);
  const [editing, setEditing] = useState<AdminHistoryBishopFieldsFragment | "new" | null>(null);
  const { save } = useSave();

  const reorder = (ids: string[]) =>
    save(() => reorderBishops({ variables: { ids } }), {
      saved: { title: "Bishops reordered" },
      notSaved: "The bishops were not reordered",
    });

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Bishops of the History page</Text>
        <Button size="sm" onClick={() => setEditing("new")}>
          Add a bishop
        </Button>
      </HStack>
      <ListStatus loading={loading} empty={!bishops.length} emptyText="No bishops listed yet.">
        <ReorderableList
          label="Bishops of the History page"
          items={bishops}
          nameOf={(bishop) => bishop.name}
          onReorder={reorder}
          renderItem={(bishop) => (
            <>
              <Box w="12" h="14" bg="bg.muted" borderRadius="sm" overflow="hidden" flexShrink="0">
                {bishop.imageUrl && (
                  <CroppedImage
                    src={bishop.imageUrl}
                    focalPoint={bishop.image?.focalPoint}
                    w="full"
                    h="full"
                  />
                )}
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{bishop.name}</Text>
                <Text textStyle="sm" color="fg.muted">
                  Bishop no. {bishop.ordinal} · {bishop.yearsServed}
                </Text>
              </Box>
            </>
          )}
          renderActions={(bishop) => (
            <RecordActions
              name={bishop.name}
              onEdit={() => setEditing(bishop)}
              confirmTitle="Delete this bishop's card?"
              confirmDescription={`${bishop.name} will leave the History page.`}
              onDelete={() => deleteBishop({ variables: { id: bishop.id } })}
              deletedTitle="Bishop deleted from the History page"
              notDeletedTitle="The bishop was not deleted"
            />
          )}
        />
      </ListStatus>
      <FormDialog
        title={editing === "new" ? "Add a bishop" : "Edit bishop"}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <HistoryBishopForm
            bishop={editing === "new" ? null : editing}
            nextOrdinal={bishops.length + 1}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>
    </Stack>
  );
}
