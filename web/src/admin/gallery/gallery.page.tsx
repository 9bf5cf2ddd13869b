import { useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Image,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { DeleteButton } from "../../components/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { IMAGE_TYPES } from "../../components/image-picker";
import { TextField } from "../../components/text-field";
import { paths } from "../../lib/paths";
import { serverMessage } from "../../lib/server-message";
import type { TFunction } from "i18next";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import {
  AddPhotoDocument,
  AdminPhotoAlbumDocument,
  AdminPhotoAlbumsDocument,
  CreatePhotoAlbumDocument,
  DeletePhotoAlbumDocument,
  DeletePhotoDocument,
  ReorderPhotosDocument,
  SetPhotoAlbumCoverDocument,
  UpdatePhotoAlbumDocument,
  UpdatePhotoCaptionDocument,
  type AdminPhotoAlbumQuery,
  type AdminPhotoFieldsFragment,
  type PhotoAlbumInput,
} from "../gql/graphql";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import { DepartmentField, ParishField } from "../owner-fields";
import { isScopedEditor, useStaff } from "../staff-context";
import { useSave } from "../use-save";
import "../locales/register";

type Album = NonNullable<AdminPhotoAlbumQuery["photoAlbum"]>;
type AlbumFields = {
  title: string;
  date: string;
  description: string;
  /** The album's parish and department, "" for none. */
  parishId: string;
  departmentId: string;
};
type SavedTranslations = readonly { field: string; text: string }[];

/** The album's words that have a Kiswahili version (PHOTO_ALBUM_TRANSLATION in the API). */
const albumTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardGallery.albumTitle") },
  { name: "description", label: t("dashboardGallery.description"), rows: 3 },
];

/** The API takes four uploads at once (api/src/graphql/uploads.ts): a fifth would wait or be refused. */
const UPLOADS_AT_ONCE = 4;

/** The dashboard's gallery: its albums, and the album chosen in the address (?album=slug). */
export function GalleryAdminPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const slug = search.get("album");
  return (
    <AdminPage title={t("dashboardGallery.title")} intro={t("dashboardGallery.intro")}>
      {slug ? <AlbumEditor slug={slug} /> : <AlbumList />}
    </AdminPage>
  );
}

function AlbumList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPhotoAlbumsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createAlbum] = useMutation(CreatePhotoAlbumDocument);
  const albums = data?.photoAlbums.items ?? [];
  return (
    <Stack gap="6">
      <AdminSection title={t("dashboardGallery.newAlbum")}>
        <AlbumForm
          submitLabel={t("dashboardGallery.create")}
          onSave={async (input) => {
            const { data: created } = await createAlbum({ variables: { input } });
            if (created) void navigate(paths.adminGallery.getHref(created.createPhotoAlbum.slug));
          }}
        />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.albums")}>
        <ListStatus
          loading={loading}
          error={error}
          empty={!albums.length}
          emptyText={t("dashboardGallery.none")}
          onRetry={() => void refetch()}
        >
          <Stack as="ul" listStyleType="none" gap="2">
            {albums.map((album) => (
              <li key={album.id}>
                <Link asChild fontWeight="semibold">
                  <RouterLink to={paths.adminGallery.getHref(album.slug)}>{album.title}</RouterLink>
                </Link>{" "}
                <Text as="span" color="fg.muted" textStyle="sm">
                  {t("dashboardGallery.dateAndCount", { date: album.date, count: album.photoCount })}
                </Text>
              </li>
            ))}
          </Stack>
        </ListStatus>
      </AdminSection>
    </Stack>
  );
}

function AlbumForm({
  album,
  kiswahili: saved,
  submitLabel,
  onSave,
}: {
  album?: AlbumFields;
  kiswahili?: SavedTranslations;
  submitLabel: string;
  onSave: (input: PhotoAlbumInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const translatable = albumTranslatable(t);
  // A parish or department editor's albums stay theirs (the API refuses another owner).
  const staff = useStaff();
  const ownersFixed = isScopedEditor(staff);
  const [fields, setFields] = useState<AlbumFields>(
    album ?? {
      title: "",
      date: "",
      description: "",
      parishId: staff.parish?.id ?? "",
      departmentId: staff.department?.id ?? "",
    },
  );
  const [kiswahili, setKiswahili] = useState(() => kiswahiliValues(saved, translatable));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      await onSave({
        ...fields,
        title: fields.title.trim(),
        description: fields.description.trim(),
        parishId: fields.parishId || null,
        departmentId: fields.departmentId || null,
        kiswahili: kiswahiliInput(kiswahili, translatable),
      });
    } catch (failure) {
      setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const change = (field: keyof AlbumFields) => (value: string) => setFields({ ...fields, [field]: value });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="xl">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField
          label={t("dashboardGallery.albumTitle")}
          required
          value={fields.title}
          onChange={change("title")}
        />
        <TextField
          label={t("dashboardGallery.date")}
          type="date"
          required
          value={fields.date}
          onChange={change("date")}
        />
        <TextField
          label={t("dashboardGallery.description")}
          rows={3}
          value={fields.description}
          onChange={change("description")}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ParishField
            label={t("dashboardGallery.parish")}
            noneLabel={t("dashboardGallery.noParish")}
            fixed={ownersFixed ? t("dashboardGallery.ownersFixed") : null}
            value={fields.parishId}
            onChange={change("parishId")}
          />
          <DepartmentField
            label={t("dashboardGallery.department")}
            noneLabel={t("dashboardGallery.noDepartment")}
            fixed={ownersFixed ? t("dashboardGallery.ownersFixed") : null}
            value={fields.departmentId}
            onChange={change("departmentId")}
          />
        </SimpleGrid>
        <KiswahiliFields fields={translatable} values={kiswahili} onChange={setKiswahili} />
        <HStack>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function AlbumEditor({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPhotoAlbumDocument, {
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const [updateAlbum] = useMutation(UpdatePhotoAlbumDocument);
  const [deleteAlbum] = useMutation(DeletePhotoAlbumDocument);
  const { save } = useSave();
  const album = data?.photoAlbum;
  if (!album) {
    return (
      <ListStatus
        loading={loading}
        error={error}
        empty
        emptyText={t("dashboardGallery.noSuchAlbum")}
        onRetry={() => void refetch()}
      >
        {null}
      </ListStatus>
    );
  }
  return (
    <Stack gap="6">
      <Link asChild>
        <RouterLink to={paths.adminGallery.getHref()}>{t("dashboardGallery.allAlbums")}</RouterLink>
      </Link>
      <AdminSection
        title={album.title}
        actions={
          <DeleteButton
            label={t("dashboardGallery.deleteAlbum", { title: album.title })}
            title={t("dashboardGallery.deleteAlbum", { title: album.title })}
            description={t("dashboardGallery.deleteAlbumWarning", { count: album.photos.length })}
            onConfirm={() =>
              save(() => deleteAlbum({ variables: { id: album.id } }), {
                saved: { title: t("dashboardGallery.albumDeleted") },
                notSaved: t("dashboardGallery.notSaved"),
              }).then((deleted) => deleted && navigate(paths.adminGallery.getHref()))
            }
          />
        }
      >
        <AlbumForm
          album={{
            title: album.title,
            date: album.date,
            description: album.description,
            parishId: album.parishId ?? "",
            departmentId: album.departmentId ?? "",
          }}
          kiswahili={album.kiswahili}
          submitLabel={t("dashboardGallery.saveAlbum")}
          onSave={(input) =>
            save(() => updateAlbum({ variables: { id: album.id, input } }), {
              saved: { title: t("dashboardGallery.albumSaved") },
            })
          }
        />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.addPhotos")}>
        <PhotoUploader albumId={album.id} onDone={() => void refetch()} />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.photos", { count: album.photos.length })}>
        <PhotoList album={album} onChange={() => void refetch()} />
      </AdminSection>
    </Stack>
  );
}

// Whole keys, so that the catalogue check finds each one named.
const UPLOAD_STATES = {
  waiting: "dashboardGallery.state.waiting",
  sending: "dashboardGallery.state.sending",
  saved: "dashboardGallery.state.saved",
  refused: "dashboardGallery.state.refused",
} as const;

/** One chosen file on its way: how far its upload has gone, and the server's answer. */
type Upload = {
  file: File;
  progress: number;
  state: "waiting" | "sending" | "saved" | "refused";
  message?: string;
};

/**
 * Many photographs at once, each in a request of its own (four side by side), so that each shows
 * its own progress and a refused one says why while the others go on.
 */
function PhotoUploader({ albumId, onDone }: { albumId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [addPhoto] = useMutation(AddPhotoDocument);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const update = (index: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload, at) => (at === index ? { ...upload, ...change } : upload)));

  const send = async (files: File[]) => {
    setUploads(files.map((file) => ({ file, progress: 0, state: "waiting" })));
    setBusy(true);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const index = next++;
        update(index, { state: "sending" });
        try {
          await addPhoto({
            variables: { albumId, input: { caption: "" }, image: files[index]! },
            context: {
              fetchOptions: { onUploadProgress: (progress: number) => update(index, { progress }) },
            },
          });
          update(index, { state: "saved", progress: 1 });
        } catch (failure) {
          update(index, { state: "refused", message: serverMessage(failure) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, worker));
    setBusy(false);
    setInputKey((key) => key + 1);
    onDone();
  };

  const saved = uploads.filter((upload) => upload.state === "saved").length;
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t("dashboardGallery.choosePhotos")}</Field.Label>
        <Input
          key={inputKey}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          p="1"
          disabled={busy}
          onChange={(event) => void send(Array.from(event.target.files ?? []))}
        />
        <Field.HelperText>{t("dashboardGallery.choosePhotosHelp")}</Field.HelperText>
      </Field.Root>
      {uploads.length > 0 && (
        <Text role="status" textStyle="sm">
          {t("dashboardGallery.savedOf", { done: saved, total: uploads.length })}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t("dashboardGallery.uploads")}>
        {uploads.map((upload, index) => (
          <li key={`${upload.file.name}-${index}`} data-upload-state={upload.state}>
            <Progress.Root value={Math.round(upload.progress * 100)} size="xs" maxW="md">
              <Progress.Label textStyle="sm" truncate>
                {upload.file.name}: {t(UPLOAD_STATES[upload.state])}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {upload.message && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {t("dashboardGallery.refused", { name: upload.file.name, message: upload.message })}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function PhotoList({ album, onChange }: { album: Album; onChange: () => void }) {
  const { t } = useTranslation();
  const [reorder] = useMutation(ReorderPhotosDocument);
  const [setCover] = useMutation(SetPhotoAlbumCoverDocument);
  const [deletePhoto] = useMutation(DeletePhotoDocument);
  const { save } = useSave();
  const photos = album.photos;
  const notSaved = t("dashboardGallery.notSaved");

  const move = (index: number, step: number) => {
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    void save(() => reorder({ variables: { albumId: album.id, ids } }), {
      saved: { title: t("dashboardGallery.orderSaved") },
      notSaved,
    }).then(onChange);
  };

  if (!photos.length) return <Text color="fg.muted">{t("dashboardGallery.noPhotos")}</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="4">
      {photos.map((photo, index) => {
        const number = index + 1;
        const isCover = album.cover?.id === photo.id;
        return (
          <li key={photo.id} aria-label={t("dashboardGallery.photoNumber", { number })}>
            <HStack align="start" gap="4" wrap={{ base: "wrap", md: "nowrap" }}>
              {photo.image && (
                <Image
                  src={photo.image.url}
                  srcSet={photo.image.srcSet}
                  sizes="120px"
                  alt=""
                  w="120px"
                  h="90px"
                  fit="cover"
                  borderRadius="sm"
                />
              )}
              <Stack gap="2" flex="1" minW="56">
                <CaptionForm photo={photo} number={number} />
                <HStack wrap="wrap" gap="2">
                  {isCover ? (
                    <Badge colorPalette="green">{t("dashboardGallery.cover")}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        void save(() => setCover({ variables: { albumId: album.id, photoId: photo.id } }), {
                          saved: { title: t("dashboardGallery.coverSaved") },
                          notSaved,
                        }).then(onChange)
                      }
                    >
                      {t("dashboardGallery.makeCover")}
                    </Button>
                  )}
                  <Button size="sm" variant="outline" disabled={index === 0} onClick={() => move(index, -1)}>
                    {t("dashboardGallery.moveUp")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t("dashboardGallery.moveDown")}
                  </Button>
                  <DeleteButton
                    label={t("dashboardGallery.deletePhoto", { number })}
                    title={t("dashboardGallery.deletePhoto", { number })}
                    onConfirm={() =>
                      save(() => deletePhoto({ variables: { id: photo.id } }), {
                        saved: { title: t("dashboardGallery.photoDeleted") },
                        notSaved,
                      }).then(onChange)
                    }
                  />
                </HStack>
              </Stack>
            </HStack>
          </li>
        );
      })}
    </Stack>
  );
}

function CaptionForm({ photo, number }: { photo: AdminPhotoFieldsFragment; number: number }) {
  const { t } = useTranslation();
  const savedKiswahili = photo.kiswahili.find((translation) => translation.field === "caption")?.text ?? "";
  const [caption, setCaption] = useState(photo.caption);
  const [kiswahiliCaption, setKiswahiliCaption] = useState(savedKiswahili);
  const [updateCaption] = useMutation(UpdatePhotoCaptionDocument);
  const { save } = useSave();
  const input = {
    caption: caption.trim(),
    kiswahili: [{ field: "caption", text: kiswahiliCaption.trim() }],
  };
  const label = t("dashboardGallery.captionOf", { number });
  return (
    <chakra.form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(() => updateCaption({ variables: { id: photo.id, input } }), {
          saved: { title: t("dashboardGallery.captionSaved") },
          notSaved: t("dashboardGallery.notSaved"),
        });
      }}
    >
      <Stack direction={{ base: "column", md: "row" }} align={{ md: "end" }} gap="2">
        <Box flex="1">
          <TextField label={label} value={caption} onChange={setCaption} />
        </Box>
        <Box flex="1" lang="sw">
          <TextField
            label={t("dashboard.translation.field", { field: label })}
            value={kiswahiliCaption}
            onChange={setKiswahiliCaption}
          />
        </Box>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={caption === photo.caption && kiswahiliCaption === savedKiswahili}
        >
          {t("dashboardGallery.saveCaption")}
        </Button>
      </Stack>
    </chakra.form>
  );
}
