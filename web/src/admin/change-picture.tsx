import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormAlert } from "../components/form-alert";
import { ImagePicker } from "../components/image-picker";
import { toaster } from "../components/toaster";
import { UploadProgress, useUploadProgress } from "../components/upload-progress";
import { serverMessage } from "../features/auth/server-message";
import { MyPictureDocument, SetMyPictureDocument } from "./gql/graphql";

/** The account page's Change Picture: choose a photo, see it, and save it as one's own picture. */
export function ChangePicture() {
  const { data } = useQuery(MyPictureDocument);
  const [setMyPicture, { loading }] = useMutation(SetMyPictureDocument);
  const upload = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!file) return;
    setError(null);
    upload.start();
    try {
      await setMyPicture({ variables: { image: file }, context: upload.context });
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
      <ImagePicker label="Picture" file={file} onChange={setFile} currentUrl={data?.me?.image?.url} />
      <UploadProgress value={upload.progress} />
      {error && <FormAlert status="error" title={error} />}
      <Button
        alignSelf="start"
        variant="outline"
        disabled={!file}
        loading={loading}
        onClick={() => void save()}
      >
        Change Picture
      </Button>
    </Stack>
  );
}
