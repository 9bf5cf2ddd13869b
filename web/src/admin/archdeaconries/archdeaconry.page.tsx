import { useQuery } from "@apollo/client/react";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "../../lib/paths";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import type { AdminParishFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection } from "../admin-page";
import { listState } from "../record-list";
import { DeleteArchdeaconryButton } from "./delete-archdeaconry-button";
import { EditParishDialog } from "./edit-parish-dialog";
import { NewParishForm } from "./new-parish-form";
import { ParishesList } from "./parishes-list";
import { RenameArchdeaconryDialog } from "./rename-archdeaconry-dialog";
import { NeedsTranslationFilter } from "../translation/kiswahili-fields";
import { AdminArchdeaconriesDocument, AdminArchdeaconryDocument } from "../gql/graphql";
import "../locales/register";

/** A deleted archdeaconry's address, or one that failed to load. */
function NoArchdeaconry({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("dashboardParishes.archdeaconry.title")}>
      <Text>{error ? serverMessage(error) : t("dashboardParishes.archdeaconry.notFound")}</Text>
      <Link asChild color="brand.fg">
        <RouterLink to={paths.adminArchdeaconries.getHref()}>
          {t("dashboardParishes.archdeaconry.back")}
        </RouterLink>
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
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState<AdminParishFieldsFragment | null>(null);
  // An archdeaconry's parishes come whole, so the "needs translation" filter works here.
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const archdeaconry = query.data?.archdeaconry;
  const { t } = useTranslation();

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
      intro={t("dashboardParishes.archdeaconry.title")}
      actions={
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            {t("dashboardParishes.archdeaconry.rename")}
          </Button>
          <DeleteArchdeaconryButton id={id} name={archdeaconry.name} parishCount={count} />
        </HStack>
      }
    >
      <AdminSection
        title={t("dashboardParishes.archdeaconry.parishes")}
        actions={<NeedsTranslationFilter checked={untranslatedOnly} onCheckedChange={setUntranslatedOnly} />}
      >
        <ParishesList
          archdeaconryName={archdeaconry.name}
          parishes={untranslatedOnly ? parishes.filter((parish) => parish.needsTranslation) : parishes}
          state={listState(query)}
          emptyText={
            untranslatedOnly
              ? t("dashboard.translation.noneNeedTranslation")
              : t("dashboardParishes.list.none")
          }
          onEdit={setEditing}
        />
      </AdminSection>
      <AdminSection title={t("dashboardParishes.archdeaconry.addParish")}>
        <Stack>
          <NewParishForm key={id} archdeaconryId={id} archdeaconries={archdeaconries} />
        </Stack>
      </AdminSection>
      <RenameArchdeaconryDialog
        id={id}
        name={archdeaconry.name}
        open={renaming}
        onClose={() => setRenaming(false)}
      />
      <EditParishDialog parish={editing} archdeaconries={archdeaconries} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
