import { slideCarousel } from "../features/home/slide-carousel.behaviour";
import { shareLinks } from "../features/news/share-links.behaviour";
import { navMenu } from "../features/site/nav-menu.behaviour";
import { newsletterConfirm } from "../features/site/newsletter-confirm.behaviour";
import { newsletterForm } from "../features/site/newsletter-form.behaviour";
import { phoneMenu } from "../features/site/phone-menu.behaviour";
import { goBack } from "../public/go-back.behaviour";
import type { Behaviour } from "./behaviour";

/** Every behaviour, by the name a part of a page asks for it with (`data-behaviour`). */
export const behaviours = {
  "slide-carousel": slideCarousel,
  "nav-menu": navMenu,
  "phone-menu": phoneMenu,
  "newsletter-form": newsletterForm,
  "newsletter-confirm": newsletterConfirm,
  "share-links": shareLinks,
  "go-back": goBack,
} satisfies Record<string, Behaviour>;

export type BehaviourName = keyof typeof behaviours;

const isBehaviourName = (name: string): name is BehaviourName => Object.hasOwn(behaviours, name);

/** Starts the behaviour of each part of a server-drawn page that asks for one. */
export function startBehaviours(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-behaviour]")) {
    const name = element.dataset.behaviour ?? "";
    if (isBehaviourName(name)) behaviours[name](element);
    else console.error(`No behaviour is called "${name}"`);
  }
}
