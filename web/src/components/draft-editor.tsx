// The only file that knows the editor library (react-draft-wysiwyg on draft-js): replacing the
// library means rewriting this file alone. rich-text-editor.tsx loads it lazily.
import { Box } from "@chakra-ui/react";
import { ContentState, convertToRaw, EditorState, type RawDraftContentState } from "draft-js";
import draftToHtml from "draftjs-to-html";
import htmlToDraftImport from "html-to-draftjs";
import { useState } from "react";
import { Editor } from "react-draft-wysiwyg";
import "react-draft-wysiwyg/dist/react-draft-wysiwyg.css";

// The package is CommonJS: in a production build under "type": "module" its function may arrive
// wrapped as the module's default.
type HtmlToDraft = typeof htmlToDraftImport;
const htmlToDraftModule = htmlToDraftImport as HtmlToDraft | { default: HtmlToDraft };
const htmlToDraft: HtmlToDraft =
  typeof htmlToDraftModule === "function" ? htmlToDraftModule : htmlToDraftModule.default;

const LINK_PROTOCOLS = /^(https?:|mailto:|tel:)/i;
const IMAGE_PROTOCOLS = /^https?:|^\//i;

function fromHtml(html: string): EditorState {
  if (!html.trim()) return EditorState.createEmpty();
  const { contentBlocks, entityMap } = htmlToDraft(html);
  return EditorState.createWithContent(ContentState.createFromBlockArray(contentBlocks, entityMap));
}

/**
 * Links only to http, https, mailto and tel: any other link is dropped and its words stay as plain
 * text (a blanked address would still be an <a>, which the site styles as a link). Pictures only
 * from web addresses; others are blanked.
 */
function withSafeAddresses(raw: RawDraftContentState): RawDraftContentState {
  const unsafeLinks = new Set<string>();
  for (const [key, entity] of Object.entries(raw.entityMap)) {
    const data = entity.data as { url?: string; src?: string };
    if (entity.type === "LINK" && !LINK_PROTOCOLS.test((data.url ?? "").trim())) unsafeLinks.add(key);
    if (entity.type === "IMAGE" && data.src !== undefined && !IMAGE_PROTOCOLS.test(data.src.trim()))
      data.src = "";
  }
  for (const block of raw.blocks) {
    block.entityRanges = block.entityRanges.filter((range) => !unsafeLinks.has(String(range.key)));
  }
  return raw;
}

function toHtml(state: EditorState): string {
  if (
    !state.getCurrentContent().hasText() &&
    !Object.keys(convertToRaw(state.getCurrentContent()).entityMap).length
  )
    return "";
  return draftToHtml(withSafeAddresses(convertToRaw(state.getCurrentContent()))).trim();
}

export type DraftEditorProps = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
};

export default function DraftEditor({ value, onChange, label, invalid }: DraftEditorProps) {
  const [state, setState] = useState(() => fromHtml(value));
  // The HTML this editor last produced: a different value comes from outside (a form reset) and
  // replaces the content.
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    setState(fromHtml(value));
  }

  return (
    <Box
      width="full"
      borderWidth="1px"
      borderColor={invalid ? "border.error" : "border"}
      borderRadius="md"
      css={{
        "& .rdw-editor-toolbar": {
          border: "none",
          borderBottom: "1px solid var(--chakra-colors-border)",
          marginBottom: 0,
        },
        "& .rdw-editor-main": { minHeight: "12rem", paddingInline: "0.75rem" },
        "& .rdw-dropdown-optionwrapper": { overflowY: "auto" },
      }}
    >
      <Editor
        editorState={state}
        onEditorStateChange={(next) => {
          setState(next);
          const html = toHtml(next);
          if (html !== emitted) {
            setEmitted(html);
            onChange(html);
          }
        }}
        ariaLabel={label}
        toolbar={{
          options: ["blockType", "inline", "list", "link", "image", "remove", "history"],
          blockType: { inDropdown: true, options: ["Normal", "H2", "H3", "H4", "Blockquote"] },
          inline: { options: ["bold", "italic", "underline"] },
          list: { options: ["unordered", "ordered"] },
          link: { defaultTargetOption: "_blank", showOpenOptionOnHover: false },
          image: {
            uploadEnabled: false,
            urlEnabled: true,
            alt: { present: true, mandatory: false },
            previewImage: true,
          },
        }}
      />
    </Box>
  );
}
