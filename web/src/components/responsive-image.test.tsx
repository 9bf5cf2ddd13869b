import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { system } from "../lib/theme";
import { buildImage } from "../features/news/news.fixtures";
import { ResponsiveImage } from "./responsive-image";
import {} from "../gql/graphql";

function renderImage(ui: React.ReactElement) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

afterEach(() => vi.restoreAllMocks());

describe("ResponsiveImage", () => {
  it("offers the WebP widths first and the JPEG widths as the fallback, with the same sizes", () => {
    const image = buildImage();
    const { container } = renderImage(
      <ResponsiveImage image={image} alt="The cathedral at Easter" sizes="(min-width: 48em) 50vw, 100vw" />,
    );

    const source = container.querySelector("picture > source")!;
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toBe(image.srcSet);
    expect(source.getAttribute("sizes")).toBe("(min-width: 48em) 50vw, 100vw");
    const img = screen.getByRole("img", { name: "The cathedral at Easter" });
    expect(img.parentElement?.tagName).toBe("PICTURE");
    expect(img.getAttribute("src")).toBe(image.url);
    expect(img.getAttribute("srcset")).toBe(image.jpegSrcSet);
    expect(img.getAttribute("sizes")).toBe("(min-width: 48em) 50vw, 100vw");
  });

  it("reserves the picture's space with its width and height, and waits until it is near", () => {
    renderImage(<ResponsiveImage image={buildImage({ width: 1024, height: 683 })} alt="" sizes="100vw" />);

    const img = screen.getByRole("presentation");
    expect(img.getAttribute("width")).toBe("1024");
    expect(img.getAttribute("height")).toBe("683");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("keeps the picture's focal point in view when it is cropped, in the drawn HTML too", () => {
    const image = buildImage({ focalPoint: { __typename: "FocalPoint", x: 0.25, y: 0.8 } });
    renderImage(<ResponsiveImage image={image} alt="The choir" sizes="100vw" fit="cover" />);

    expect(screen.getByRole("img", { name: "The choir" }).style.objectPosition).toBe("25% 80%");
    expect(
      renderToString(
        <ChakraProvider value={system}>
          <ResponsiveImage image={image} alt="The choir" sizes="100vw" fit="cover" />
        </ChakraProvider>,
      ),
    ).toContain('style="object-position:25% 80%"');
  });

  it("loads the first picture on screen at once and with high priority, without React warnings", () => {
    const consoleError = vi.spyOn(console, "error");
    renderImage(<ResponsiveImage image={buildImage()} alt="First slide" sizes="100vw" priority />);

    const img = screen.getByRole("img", { name: "First slide" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(consoleError).not.toHaveBeenCalled();
  });
});
