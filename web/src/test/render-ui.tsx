import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { system } from "../app/theme";
import { Toaster } from "../components/toaster";

/** A component on its own, with the theme and the toaster; for forms and dialogs without routes or data. */
export function renderUi(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      {ui}
      <Toaster />
    </ChakraProvider>,
  );
}
