import { appealProgress } from "../features/giving/appeal-progress.behaviour";
import { printReceipt } from "../features/giving/print-receipt.behaviour";
import {
  giftStatusOnDemand,
  giveFormOnDemand,
  recentGiftsOnDemand,
} from "../features/giving/giving-pages.lazy";
import { slideCarousel } from "../features/home/slide-carousel.behaviour";
import { shareLinks } from "../features/news/share-links.behaviour";
import { nearMe } from "../features/finder/near-me.behaviour";
import { navMenu } from "../features/site/nav-menu.behaviour";
import { newsletterConfirm } from "../features/site/newsletter-confirm.behaviour";
import { newsletterForm } from "../features/site/newsletter-form.behaviour";
import { phoneMenu } from "../features/site/phone-menu.behaviour";
import type { Behaviour } from "../behaviours/behaviour";
import { goBack } from "../features/site/go-back.behaviour";
import { photoViewer } from "../features/gallery/photo-viewer.lazy";
import { reloadWhileWaiting } from "../features/registrations/reload-while-waiting.behaviour";

/** Every behaviour of the public pages, by the name a part of a page asks for it with. */
const BEHAVIOURS = new Map<string, Behaviour>(
  [
    slideCarousel,
    navMenu,
    phoneMenu,
    newsletterForm,
    newsletterConfirm,
    shareLinks,
    goBack,
    appealProgress,
    giveFormOnDemand,
    recentGiftsOnDemand,
    giftStatusOnDemand,
    printReceipt,
    nearMe,
    photoViewer,
    reloadWhileWaiting,
  ].map((behaviour) => [behaviour.name, behaviour]),
);

/** Starts the behaviour of each part of a server-drawn page that asks for one. */
export function startBehaviours(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-behaviour]")) {
    const name = element.dataset.behaviour ?? "";
    const behaviour = BEHAVIOURS.get(name);
    if (behaviour) behaviour.start(element);
    else console.error(`No behaviour is called "${name}"`);
  }
}
