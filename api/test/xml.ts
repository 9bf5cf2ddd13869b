import { SaxesParser } from "saxes";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Its text and CDATA, as a reader gets them (entities replaced). */
  text: string;
}

/**
 * A document read by a strict XML parser (saxes, which jsdom uses), as a feed reader or a search
 * engine reads it: it throws at the first thing XML forbids (a control character, `]]>` in
 * text, an unbound namespace prefix...). The document's root element comes back.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlElement = { name: "", attributes: {}, children: [], text: "" };
  const open = [document];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map(({ name, value }) => [name, value]),
    );
    const element: XmlElement = { name: tag.name, attributes, children: [], text: "" };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on("closetag", () => open.pop());
  parser.on("text", (text) => (open.at(-1)!.text += text));
  parser.on("cdata", (text) => (open.at(-1)!.text += text));
  parser.write(xml).close();
  return document.children[0]!;
}

/** The children of an element with this name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of an element's first child with this name. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;
