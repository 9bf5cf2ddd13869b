import { Field, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

// Its words are the dashboard's (dashboardEditing), which the dashboard adds when it loads.
// Loaded only when a form with rich text opens, so that neither visitors nor dashboard pages
// without one download draft-js.
const DraftEditor = lazy(() => import("./draft-editor"));

type RichTextEditorProps = {
  label: string;
  /** HTML in. */
  value: string;
  /** HTML out; "" when the text is empty. */
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
};

/**
 * The dashboard's rich-text field: headings, bold, italic, underline, lists, links (http, https,
 * mailto and tel only), pictures by address and remove formatting. The API sanitises the HTML
 * again when it is saved.
 */
export function RichTextEditor({ label, value, onChange, required, error, helperText }: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Suspense
        fallback={<Skeleton height="56" width="full" aria-label={t("dashboardEditing.loadingEditor")} />}
      >
        <DraftEditor value={value} onChange={onChange} label={label} invalid={Boolean(error)} />
      </Suspense>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
