import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormAlert } from "../components/form-alert";
import { ImagePicker, useFocalPoint } from "../components/image-picker";
import { toaster } from "../components/toaster";
import { UploadProgress, useUploadProgress } from "../components/upload-progress";
import { serverMessage } from "../lib/server-message";
import { MyPictureDocument, SetMyPictureDocument } from "./gql/graphql";

/**
 * The account page's Change Picture: choose a photo, see it, place its focal point, and save it
 * as one's own picture; or move the focal point of the saved one.
 */
export function ChangePicture() {
  const { data } = useQuery(MyPictureDocument);
  const [setMyPicture, { loading }] = useMutation(SetMyPictureDocument);
  const upload = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const focalPoint = useFocalPoint(data?.me?.image?.focalPoint);
  const changed = Boolean(file) || focalPoint.moved;

  const save = async () => {
    if (!changed) return;
    setError(null);
    upload.start();
    try {
      await setMyPicture({
        variables: { image: file, imageFocalPoint: focalPoint.point },
        context: upload.context,
      });
      setFile(null);
      toaster.success({ title: "Your picture has been changed" });
    } catch (refusal) {
      setError(serverMessage(refusal));
    } finally {
      upload.done();
    }
  };

  return (
    <Stack gap="3">
      <ImagePicker
        label="Picture"
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          focalPoint.pictureChosen(chosen);
        }}
        currentUrl={data?.me?.image?.url}
        focalPoint={focalPoint.point}
        onFocalPointChange={focalPoint.setPoint}
      />
      <UploadProgress value={upload.progress} />
      {error && <FormAlert status="error" title={error} />}
      <Button
        alignSelf="start"
        variant="outline"
        disabled={!changed}
        loading={loading}
        onClick={() => void save()}
      >
        Change Picture
      </Button>
    </Stack>
  );
}
