import { chakra } from "@chakra-ui/react";

// Styles for HTML written in the editor, where Chakra's components cannot reach.
export const Prose = chakra("div", {
  base: {
    color: "fg",
    fontSize: "md",
    lineHeight: "1.75",
    overflowWrap: "break-word",
    "& > * + *": { marginTop: "4" },
    "& h2, & h3, & h4": {
      fontFamily: "heading",
      fontWeight: "semibold",
      lineHeight: "1.3",
      marginTop: "8",
    },
    "& h2": { fontSize: "2xl" },
    "& h3": { fontSize: "xl" },
    "& h4": { fontSize: "lg" },
    "& a": { color: "brand.fg", textDecoration: "underline" },
    "& ul, & ol": { paddingInlineStart: "6" },
    "& ul": { listStyleType: "disc" },
    "& ol": { listStyleType: "decimal" },
    "& li + li": { marginTop: "1" },
    "& blockquote": {
      borderInlineStartWidth: "4px",
      borderColor: "gold.solid",
      paddingInlineStart: "4",
      fontStyle: "italic",
      color: "fg.muted",
    },
    "& img": { maxWidth: "100%", height: "auto", borderRadius: "md" },
    "& table": { display: "block", maxWidth: "100%", overflowX: "auto" },
    "& pre": { maxWidth: "100%", overflowX: "auto" },
  },
});
