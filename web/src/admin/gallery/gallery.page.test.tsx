import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildStaff } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { AdminPhotoAlbumDocument, UpdatePhotoAlbumDocument, type PhotoAlbumInput } from "../gql/graphql";
import type { StaffFieldsFragment } from "../../gql/graphql";
import { departmentChoicesMock, parishChoicesMock } from "../owner-choices.fixtures";
import { StaffContext } from "../staff-context";
import { GalleryAdminPage } from "./gallery.page";

const user = userEvent.setup();

const album = {
  __typename: "PhotoAlbum" as const,
  id: "3",
  slug: "confirmation-at-st-lukes",
  title: "Confirmation at St Luke's",
  date: "2026-03-14",
  description: "",
  parishId: "7",
  departmentId: null,
  kiswahili: [],
  cover: null,
  photos: [],
};

function renderAlbum(staff: StaffFieldsFragment, sent: (input: PhotoAlbumInput) => void) {
  renderRoute({
    routes: [
      {
        path: "/admin/gallery",
        element: (
          <StaffContext.Provider value={staff}>
            <GalleryAdminPage />
          </StaffContext.Provider>
        ),
      },
    ],
    url: `/admin/gallery?album=${album.slug}`,
    mocks: [
      {
        request: { query: AdminPhotoAlbumDocument, variables: { slug: album.slug } },
        result: { data: { photoAlbum: album } },
      },
      parishChoicesMock,
      departmentChoicesMock,
      {
        request: {
          query: UpdatePhotoAlbumDocument,
          variables: (variables: { id: string; input: PhotoAlbumInput }) => {
            sent(variables.input);
            return true;
          },
        },
        result: { data: { updatePhotoAlbum: album } },
      },
    ],
  });
}

describe("an album in the dashboard", () => {
  it("shows its parish, and moves it to the parish and department chosen", async () => {
    const sent = vi.fn<(input: PhotoAlbumInput) => void>();
    renderAlbum(buildStaff(), sent);
    const parish = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Parish" });
    await screen.findByRole("option", { name: "St Peter's Shianda" });
    expect(parish.value).toBe("7");
    await user.selectOptions(parish, "St Peter's Shianda");
    await screen.findByRole("option", { name: "Mothers' Union" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Department" }), "Mothers' Union");
    await user.click(screen.getByRole("button", { name: "Save album" }));

    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(expect.objectContaining({ parishId: "8", departmentId: "2" })),
    );
  });

  it("keeps a parish editor's album their parish's: the choices cannot be changed, and say why", async () => {
    const sent = vi.fn<(input: PhotoAlbumInput) => void>();
    renderAlbum(
      buildStaff({
        role: "PARISH_EDITOR",
        parish: { __typename: "Parish", id: "7", name: "St Luke's Mumias" },
      }),
      sent,
    );
    const parish = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Parish" });
    expect(parish.disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Department" }).disabled).toBe(true);
    expect(
      screen.getAllByText("Only a diocese-wide editor gives an album to another parish or department"),
    ).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Save album" }));

    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(expect.objectContaining({ parishId: "7", departmentId: null })),
    );
  });
});
