import { AdminPage } from "../admin-page";
import { BishopMessagesSection } from "./bishop-messages-section";
import { SlidesSection } from "./slides-section";

export function HomepageUiPage() {
  return (
    <AdminPage title="Homepage" intro="The carousel's slides and the bishop's message on the home page.">
      <SlidesSection />
      <BishopMessagesSection />
    </AdminPage>
  );
}
