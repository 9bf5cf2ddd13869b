import { useCallback, useMemo, useState } from "react";
import type { UploadFetchOptions } from "../lib/upload-fetch";
import { toaster } from "../components/toaster";
import { serverMessage } from "../lib/server-message";

/** What a mutation call passes as `context` so that its upload reports how far it has gone. */
export type SaveContext = { fetchOptions: UploadFetchOptions };

type SaveOptions = {
  /** The toast once saved. */
  saved: { title: string; description?: string };
  /**
   * The toast's title when the server refuses, above its message. Without it the refusal is
   * thrown on, for a form to show at the field it names.
   */
  notSaved?: string;
};

/**
 * The dashboard's one way to save: send a mutation (`send` passes `context` on to it, so a picture's
 * upload shows its progress), then tell the member of staff how it went. Resolves whether it saved.
 */
export function useSave() {
  const [progress, setProgress] = useState<number | null>(null);
  const context = useMemo<SaveContext>(
    () => ({ fetchOptions: { onUploadProgress: (fraction: number) => setProgress(fraction) } }),
    [],
  );

  const save = useCallback(
    async (send: (context: SaveContext) => Promise<unknown>, { saved, notSaved }: SaveOptions) => {
      setProgress(0);
      try {
        await send(context);
      } catch (failure) {
        if (notSaved === undefined) throw failure;
        toaster.error({ title: notSaved, description: serverMessage(failure) });
        return false;
      } finally {
        setProgress(null);
      }
      toaster.success(saved);
      return true;
    },
    [context],
  );

  return { save, progress };
}
