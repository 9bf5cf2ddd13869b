import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";
import "./locales/register";

type Registry = (formId: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Registry>(() => {});

/**
 * Asks before leaving a page while any of its forms has changes not yet saved: inside the
 * dashboard with a dialog (React Router's blocker, of which there may be only one, hence one
 * guard for the layout), and on closing or reloading the tab with the browser's own question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const register = useCallback<Registry>((formId, dirty) => {
    setDirtyForms((forms) => {
      if (forms.has(formId) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <UnsavedChangesContext.Provider value={register}>
      {children}
      <Dialog.Root
        role="alertdialog"
        placement="center"
        open={blocker.state === "blocked"}
        onOpenChange={(details) => !details.open && blocker.reset?.()}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("dashboard.unsaved.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t("dashboard.unsaved.body")}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => blocker.reset?.()} data-autofocus>
                  {t("dashboard.unsaved.stay")}
                </Button>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setDirtyForms(new Set());
                    blocker.proceed?.();
                  }}
                >
                  {t("dashboard.unsaved.leave")}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </UnsavedChangesContext.Provider>
  );
}

/** Tells the guard whether this form has unsaved changes; it forgets the form when it unmounts. */
export function useUnsavedChanges(dirty: boolean) {
  const register = useContext(UnsavedChangesContext);
  const formId = useId();
  useEffect(() => {
    register(formId, dirty);
    return () => register(formId, false);
  }, [register, formId, dirty]);
}
