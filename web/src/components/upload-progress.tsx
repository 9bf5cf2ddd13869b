import { Progress } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { UploadFetchOptions } from "../lib/upload-fetch";

/**
 * How far a mutation's upload has gone: pass `context` to the mutation call and show
 * `<UploadProgress value={progress} />`. Progress is null when no upload is under way.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const context = useMemo(
    () => ({
      fetchOptions: {
        onUploadProgress: (fraction: number) => setProgress(fraction),
      } satisfies UploadFetchOptions,
    }),
    [],
  );
  return { progress, context, start: () => setProgress(0), done: () => setProgress(null) };
}

export function UploadProgress({ value, label = "Uploading" }: { value: number | null; label?: string }) {
  if (value === null) return null;
  return (
    <Progress.Root value={Math.round(value * 100)} size="sm" maxW="sm">
      <Progress.Label textStyle="sm">{label}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText textStyle="sm" />
    </Progress.Root>
  );
}
