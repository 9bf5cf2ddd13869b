import { useCallback, useMemo, useState } from "react";
import type { UploadFetchOptions } from "../lib/upload-fetch";
import { toaster } from "../components/toaster";
import { serverMessage } from "../lib/server-message";

/** What a mutation call passes as `context` so that its upload reports how far it has gone. */
export type SaveContext = { fetchOptions: UploadFetchOptions };

type Toast = { title: string; description?: string };

type SaveOptions<Result> = {
  /** The toast once saved; a function of what the server answered where the toast names it. */
  saved: Toast | ((result: Result) => Toast);
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
    async <Result>(
      send: (context: SaveContext) => Promise<Result>,
      { saved, notSaved }: SaveOptions<Result>,
    ) => {
      setProgress(0);
      let result: Result;
      try {
        result = await send(context);
      } catch (failure) {
        if (notSaved === undefined) throw failure;
        toaster.error({ title: notSaved, description: serverMessage(failure) });
        return false;
      } finally {
        setProgress(null);
      }
      toaster.success(typeof saved === "function" ? saved(result) : saved);
      return true;
    },
    [context],
  );

  return { save, progress };
}
