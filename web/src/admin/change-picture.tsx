import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/form-alert";
import { ImagePicker, useFocalPoint } from "../components/image-picker";
import { UploadProgress } from "../components/upload-progress";
import { serverMessage } from "../lib/server-message";
import { MyPictureDocument, SetMyPictureDocument } from "./gql/graphql";
import { useSave } from "./use-save";
import "./locales/register";

/**
 * The account page's Change Picture: choose a photo, see it, place its focal point, and save it
 * as one's own picture; or move the focal point of the saved one.
 */
export function ChangePicture() {
  const { t } = useTranslation();
  const { data } = useQuery(MyPictureDocument);
  const [setMyPicture, { loading }] = useMutation(SetMyPictureDocument);
  const { save, progress } = useSave();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const focalPoint = useFocalPoint(data?.me?.image?.focalPoint);
  const changed = Boolean(file) || focalPoint.moved;

  const savePicture = async () => {
    if (!changed) return;
    setError(null);
    try {
      await save(
        (context) => setMyPicture({ variables: { image: file, imageFocalPoint: focalPoint.point }, context }),
        { saved: { title: t("dashboardAccount.changePicture.changed") } },
      );
      setFile(null);
    } catch (refusal) {
      // Shown beside the picture, where the member of staff is looking.
      setError(serverMessage(refusal));
    }
  };

  return (
    <Stack gap="3">
      <ImagePicker
        label={t("dashboardAccount.picture")}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          focalPoint.pictureChosen(chosen);
        }}
        currentUrl={data?.me?.image?.url}
        focalPoint={focalPoint.point}
        onFocalPointChange={focalPoint.setPoint}
      />
      <UploadProgress value={progress} />
      {error && <FormAlert status="error" title={error} />}
      <Button
        alignSelf="start"
        variant="outline"
        disabled={!changed}
        loading={loading}
        onClick={() => void savePicture()}
      >
        {t("dashboardAccount.changePicture.change")}
      </Button>
    </Stack>
  );
}
