// The only file that knows the editor library (react-draft-wysiwyg on draft-js): replacing the
// library means rewriting this file alone. rich-text-editor.tsx loads it lazily.
import { Box } from "@chakra-ui/react";
import { ContentState, convertToRaw, EditorState, type RawDraftContentState } from "draft-js";
import draftToHtml from "draftjs-to-html";
import htmlToDraftImport from "html-to-draftjs";
import { useId, useMemo, useState } from "react";
import { Editor } from "react-draft-wysiwyg";
import "react-draft-wysiwyg/dist/react-draft-wysiwyg.css";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../lib/language";

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

/**
 * The library's words for the tools the toolbar offers (its translation keys, which its own
 * dictionary has only in English and a few other languages), as the dashboard's messages.
 */
const TOOLBAR_MESSAGES = {
  "components.controls.blocktype.blocktype": "dashboardEditing.toolbar.blockType",
  "components.controls.blocktype.normal": "dashboardEditing.toolbar.normal",
  "components.controls.blocktype.h2": "dashboardEditing.toolbar.heading2",
  "components.controls.blocktype.h3": "dashboardEditing.toolbar.heading3",
  "components.controls.blocktype.h4": "dashboardEditing.toolbar.heading4",
  "components.controls.blocktype.blockquote": "dashboardEditing.toolbar.blockquote",
  "components.controls.inline.bold": "dashboardEditing.toolbar.bold",
  "components.controls.inline.italic": "dashboardEditing.toolbar.italic",
  "components.controls.inline.underline": "dashboardEditing.toolbar.underline",
  "components.controls.list.unordered": "dashboardEditing.toolbar.bulleted",
  "components.controls.list.ordered": "dashboardEditing.toolbar.numbered",
  "components.controls.link.link": "dashboardEditing.toolbar.link",
  "components.controls.link.unlink": "dashboardEditing.toolbar.unlink",
  "components.controls.link.linkTitle": "dashboardEditing.toolbar.linkText",
  "components.controls.link.linkTarget": "dashboardEditing.toolbar.linkAddress",
  "components.controls.link.linkTargetOption": "dashboardEditing.toolbar.newWindow",
  "components.controls.remove.remove": "dashboardEditing.toolbar.removeFormatting",
  "components.controls.history.undo": "dashboardEditing.toolbar.undo",
  "components.controls.history.redo": "dashboardEditing.toolbar.redo",
  "generic.add": "dashboardEditing.toolbar.add",
  "generic.cancel": "dashboardEditing.toolbar.cancel",
} as const;

/** What the library hands the component of a toolbar option it is given (`image.component`). */
type ImageControlProps = {
  config: { icon: string; defaultSize: { height: string; width: string } };
  /** Adds the picture to the text: its address, height, width and alternative text. */
  onChange: (src: string, height: string, width: string, alt: string) => void;
  expanded: boolean;
  /** Opens or closes the pop-up; the library closes it too on a click elsewhere in the editor. */
  onExpandEvent: () => void;
  doCollapse: () => void;
};

/** A size as the library writes it: a bare number in pixels, anything else (auto) as typed. */
const cssSize = (size: string) => (Number.isNaN(Number(size)) ? size : `${size}px`);

/**
 * The toolbar's picture button and its pop-up, in place of the library's, whose pop-up writes
 * "Alt Text", "Height" and "Width" in English whatever its translations say. Same classes, so it
 * looks the same; a picture comes by its web address only.
 */
function ImageControl({ config, onChange, expanded, onExpandEvent, doCollapse }: ImageControlProps) {
  const { t } = useTranslation();
  return (
    <div className="rdw-image-wrapper" aria-haspopup="true" aria-expanded={expanded}>
      <div className="rdw-option-wrapper" onClick={onExpandEvent} title={t("dashboardEditing.toolbar.image")}>
        <img src={config.icon} alt="" />
      </div>
      {/* Drawn only while open, so that each opening starts empty. */}
      {expanded && <ImagePopup defaultSize={config.defaultSize} onAdd={onChange} onCancel={doCollapse} />}
    </div>
  );
}

type ImagePopupProps = {
  defaultSize: { height: string; width: string };
  onAdd: ImageControlProps["onChange"];
  onCancel: () => void;
};

function ImagePopup({ defaultSize, onAdd, onCancel }: ImagePopupProps) {
  const { t } = useTranslation();
  const altId = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [height, setHeight] = useState(defaultSize.height);
  const [width, setWidth] = useState(defaultSize.width);
  return (
    // A click inside must not reach the editor, which would close the pop-up.
    <div className="rdw-image-modal" onClick={(event) => event.stopPropagation()}>
      <div className="rdw-image-modal-header">
        <span className="rdw-image-modal-header-option">
          {t("dashboardEditing.toolbar.byAddress")}
          <span className="rdw-image-modal-header-label rdw-image-modal-header-label-highlighted" />
        </span>
      </div>
      <div className="rdw-image-modal-url-section">
        <input
          className="rdw-image-modal-url-input"
          placeholder={t("dashboardEditing.toolbar.imageAddress")}
          aria-label={t("dashboardEditing.toolbar.imageAddress")}
          value={src}
          onChange={(event) => setSrc(event.target.value)}
        />
        <span className="rdw-image-mandatory-sign">*</span>
      </div>
      <div className="rdw-image-modal-size">
        <label className="rdw-image-modal-alt-lbl" htmlFor={altId}>
          {t("dashboardEditing.toolbar.altText")}
        </label>
        <input
          id={altId}
          className="rdw-image-modal-alt-input"
          placeholder={t("dashboardEditing.toolbar.altPlaceholder")}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      <div className="rdw-image-modal-size">
        ↕{" "}
        <input
          className="rdw-image-modal-size-input"
          placeholder={t("dashboardEditing.toolbar.height")}
          aria-label={t("dashboardEditing.toolbar.height")}
          value={height}
          onChange={(event) => setHeight(event.target.value)}
        />
        <span className="rdw-image-mandatory-sign">*</span> ↔{" "}
        <input
          className="rdw-image-modal-size-input"
          placeholder={t("dashboardEditing.toolbar.width")}
          aria-label={t("dashboardEditing.toolbar.width")}
          value={width}
          onChange={(event) => setWidth(event.target.value)}
        />
        <span className="rdw-image-mandatory-sign">*</span>
      </div>
      <span className="rdw-image-modal-btn-section">
        <button
          type="button"
          className="rdw-image-modal-btn"
          disabled={!src || !height || !width}
          onClick={() => onAdd(src, cssSize(height), cssSize(width), alt)}
        >
          {t("dashboardEditing.toolbar.add")}
        </button>
        <button type="button" className="rdw-image-modal-btn" onClick={onCancel}>
          {t("dashboardEditing.toolbar.cancel")}
        </button>
      </span>
    </div>
  );
}

export type DraftEditorProps = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
};

export default function DraftEditor({ value, onChange, label, invalid }: DraftEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The library's own dictionary has no Kiswahili: it is given every word its tools show.
  const localization = useMemo(
    () => ({
      locale: language,
      translations: Object.fromEntries(
        Object.entries(TOOLBAR_MESSAGES).map(([key, message]) => [key, t(message)]),
      ),
    }),
    [language, t],
  );
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
        localization={localization}
        toolbar={{
          options: ["blockType", "inline", "list", "link", "image", "remove", "history"],
          blockType: { inDropdown: true, options: ["Normal", "H2", "H3", "H4", "Blockquote"] },
          inline: { options: ["bold", "italic", "underline"] },
          list: { options: ["unordered", "ordered"] },
          link: { defaultTargetOption: "_blank", showOpenOptionOnHover: false },
          image: { component: ImageControl, alt: { present: true, mandatory: false } },
        }}
      />
    </Box>
  );
}
