import type {
  AppealProgressFieldsFragment,
  GiftPageQuery,
  GivePageQuery,
  RecentGiftFieldsFragment,
} from "../../gql/graphql";

export function buildAppealProgress(
  overrides: Partial<AppealProgressFieldsFragment> = {},
): AppealProgressFieldsFragment {
  return {
    __typename: "AppealProgress",
    projectId: "1",
    raisedKes: 18_751_500,
    openingKes: 0,
    targetKes: 600_000_000,
    gifts: 4,
    percent: 3.1,
    ...overrides,
  };
}

type GiveProject = NonNullable<GivePageQuery["project"]>;

export function buildGiveProject(overrides: Partial<GiveProject> = {}): GiveProject {
  return {
    __typename: "Project",
    id: "1",
    slug: "diocesan-conference-centre",
    title: "Diocesan Conference Centre",
    summary: "A conference centre in Kakamega for the diocese's synods, retreats and training.",
    status: "ONGOING",
    image: null,
    progress: buildAppealProgress(),
    recentGifts: buildRecentGifts(),
    ...overrides,
  };
}

export function buildRecentGifts(): RecentGiftFieldsFragment[] {
  return [
    {
      __typename: "RecentGift",
      name: "Grace",
      unnamed: false,
      amountKes: 1_500,
      at: "2026-03-12T06:38:00.000Z",
    },
    {
      __typename: "RecentGift",
      name: "Anonymous",
      unnamed: true,
      amountKes: 500,
      at: "2026-03-11T15:05:00.000Z",
    },
  ];
}

type Gift = NonNullable<GiftPageQuery["gift"]>;

export function buildGift(overrides: Partial<Gift> = {}): Gift {
  return {
    __typename: "DonorGift",
    token: "k3Jd9sQw-2xZr7TqLmNp4vBc",
    status: "PAID",
    amountKes: 1_500,
    amountInWords: "One thousand, five hundred Kenya shillings",
    projectId: "1",
    projectSlug: "diocesan-conference-centre",
    projectTitle: "Diocesan Conference Centre",
    donorName: "Grace Atieno",
    anonymous: false,
    receiptNumber: "2026-00042",
    mpesaReceipt: "SKC3QWERTY",
    message: null,
    createdAt: "2026-03-12T06:37:30.000Z",
    paidAt: "2026-03-12T06:38:00.000Z",
    ...overrides,
  };
}
