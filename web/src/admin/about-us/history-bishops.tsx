import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";

type HistoryBishopsProps = { bishops: AdminHistoryBishopFieldsFragment[]; loading: boolean };

export function HistoryBishops({ bishops, loading }: HistoryBishopsProps) {
  const [deleteBishop] = useMutation(DeleteHistoryBishopDocument, ABOUT_US_REFETCH);
  const [reorderBishops] = useMutation(ReorderHistoryBishopsDocument, ABOUT_US_REFETCH);
  const [editing, setEditing] = useState<AdminHistoryBishopFieldsFragment | "new" | null>(null);
  const { save } = useSave();
  const { t } = useTranslation();

  const reorder = (ids: string[]) =>
    save(() => reorderBishops({ variables: { ids } }), {
      saved: { title: t("dashboardAboutUs.bishops.reordered") },
      notSaved: t("dashboardAboutUs.bishops.notReordered"),
    });

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t("dashboardAboutUs.bishops.heading")}</Text>
        <Button size="sm" onClick={() => setEditing("new")}>
          {t("dashboardAboutUs.bishops.add")}
        </Button>
      </HStack>
      <ListStatus loading={loading} empty={!bishops.length} emptyText={t("dashboardAboutUs.bishops.none")}>
        <ReorderableList
          label={t("dashboardAboutUs.bishops.heading")}
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
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{bishop.name}</Text>
                  <NeedsTranslationBadge needsTranslation={bishop.needsTranslation} />
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {t("dashboardAboutUs.bishops.numberAndYears", {
                    ordinal: bishop.ordinal,
                    years: bishop.yearsServed,
                  })}
                </Text>
              </Box>
            </>
          )}
          renderActions={(bishop) => (
            <RecordActions
              name={bishop.name}
              onEdit={() => setEditing(bishop)}
              confirmTitle={t("dashboardAboutUs.bishops.confirmDelete")}
              confirmDescription={t("dashboardAboutUs.bishops.deleteWhat", { name: bishop.name })}
              onDelete={() => deleteBishop({ variables: { id: bishop.id } })}
              deletedTitle={t("dashboardAboutUs.bishops.deleted")}
              notDeletedTitle={t("dashboardAboutUs.bishops.notDeleted")}
            />
          )}
        />
      </ListStatus>
      <FormDialog
        title={editing === "new" ? t("dashboardAboutUs.bishops.add") : t("dashboardAboutUs.bishops.edit")}
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
