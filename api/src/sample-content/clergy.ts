import { SYSTEM_ACTOR } from "../authorization.js";
import { ClergyRole } from "../modules/clergy-posting/clergy-posting.entity.js";
import type { Services } from "../services.js";

/** Where a sample member of the clergy serves: a parish or archdeaconry by name, or an office. */
type Place = { parish: string } | { archdeaconry: string } | { office: string };

/** A sample member of the clergy and their postings now, each from so many years ago. */
interface SampleClergy {
  title: string;
  name: string;
  slug: string;
  draft?: true;
  deaconOn?: string;
  deaconAt?: string;
  priestOn?: string;
  priestAt?: string;
  languages: string;
  biography?: string;
  biographyInKiswahili?: string;
  phone?: string;
  phonePublic?: true;
  postings: (Place & { role: ClergyRole; roleName?: string; yearsAgo: number })[];
}

const CATHEDRAL = "St Stephen's Cathedral, Kakamega";

/**
 * The clergy of the sample parishes: each sample parish's vicar, a few archdeacons, a curate and
 * a chaplain; most published, one a draft, some with a public phone. The parishes' vicars are set
 * by their postings taking effect, as on a real site.
 */
export const SAMPLE_CLERGY: SampleClergy[] = [
  {
    title: "The Very Rev.",
    name: "Joseph Amukoya",
    slug: "joseph-amukoya",
    deaconOn: "1998-06-28",
    deaconAt: CATHEDRAL,
    priestOn: "1999-07-04",
    priestAt: CATHEDRAL,
    languages: "English, Kiswahili, Luhya",
    biography:
      "Provost of the cathedral, Joseph trained at St Paul's University, Limuru, and served parishes in Vihiga before coming to Kakamega.",
    biographyInKiswahili:
      "Provost wa kanisa kuu, Joseph alisomea Chuo Kikuu cha St Paul's, Limuru, na alihudumu parokia za Vihiga kabla ya kuja Kakamega.",
    phone: "+254 712 000 101",
    phonePublic: true,
    postings: [{ parish: "Cathedral Parish, Kakamega", role: ClergyRole.VICAR, yearsAgo: 6 }],
  },
  {
    title: "The Rev.",
    name: "Mary Khavere",
    slug: "mary-khavere",
    deaconOn: "2009-06-28",
    deaconAt: CATHEDRAL,
    priestOn: "2010-07-04",
    priestAt: CATHEDRAL,
    languages: "English, Kiswahili, Luhya",
    biography: "Mary leads the parish's Mothers' Union and its youth ministry.",
    postings: [{ parish: "St. Peter's Shirere", role: ClergyRole.VICAR, yearsAgo: 3 }],
  },
  {
    title: "The Ven. Canon",
    name: "Peter Lumbasi",
    slug: "peter-lumbasi",
    priestOn: "1995-07-02",
    priestAt: CATHEDRAL,
    languages: "English, Kiswahili, Luhya",
    biography: "Archdeacon of Vihiga and vicar of Mbale, Peter chairs the diocese's education board.",
    phone: "+254 712 000 201",
    phonePublic: true,
    postings: [
      { parish: "St. Andrew's Mbale", role: ClergyRole.VICAR, yearsAgo: 8 },
      { archdeaconry: "Vihiga", role: ClergyRole.ARCHDEACON, yearsAgo: 4 },
    ],
  },
  {
    title: "The Rev.",
    name: "Esther Anyango",
    slug: "esther-anyango",
    priestOn: "2012-07-01",
    priestAt: CATHEDRAL,
    languages: "English, Kiswahili, Dholuo",
    postings: [{ parish: "St. Andrew's Luanda", role: ClergyRole.VICAR, yearsAgo: 2 }],
  },
  {
    title: "The Rev.",
    name: "Samuel Ouma",
    slug: "samuel-ouma",
    languages: "English, Kiswahili, Dholuo",
    phone: "+254 712 000 701",
    postings: [{ parish: "St. Paul's Ugunja", role: ClergyRole.VICAR, yearsAgo: 5 }],
  },
  {
    title: "The Ven. Canon",
    name: "Moses Wanyonyi",
    slug: "moses-wanyonyi",
    languages: "English, Kiswahili, Bukusu",
    biography:
      "Archdeacon of Webuye, Moses has served the parishes of the Bungoma side of the diocese for twenty years.",
    postings: [
      { parish: "St. John's Webuye", role: ClergyRole.VICAR, yearsAgo: 7 },
      { archdeaconry: "Webuye", role: ClergyRole.ARCHDEACON, yearsAgo: 3 },
    ],
  },
  {
    title: "The Ven.",
    name: "Rose Shikuku",
    slug: "rose-shikuku",
    languages: "English, Kiswahili, Luhya",
    phone: "+254 712 000 110",
    phonePublic: true,
    postings: [{ archdeaconry: "Kakamega Central", role: ClergyRole.ARCHDEACON, yearsAgo: 2 }],
  },
  {
    title: "The Rev.",
    name: "Daniel Wekesa",
    slug: "daniel-wekesa",
    deaconOn: "2024-06-30",
    deaconAt: CATHEDRAL,
    languages: "English, Kiswahili",
    postings: [{ parish: "Cathedral Parish, Kakamega", role: ClergyRole.CURATE, yearsAgo: 1 }],
  },
  {
    title: "The Rev.",
    name: "Grace Nabwire",
    slug: "grace-nabwire",
    languages: "English, Kiswahili, Luhya",
    biography: "Chaplain of St Paul's Theological College, Grace teaches pastoral care.",
    postings: [{ office: "St Paul's Theological College", role: ClergyRole.CHAPLAIN, yearsAgo: 2 }],
  },
  {
    title: "The Rev.",
    name: "Timothy Makokha",
    slug: "timothy-makokha",
    draft: true,
    languages: "English, Kiswahili",
    postings: [],
  },
];

/** Next year's postings, announced and published: two moves that take effect in January. */
const NEXT_YEARS_POSTINGS = [
  { slug: "timothy-makokha", parish: "St. John's Lurambi", role: ClergyRole.VICAR, day: "01-15" },
  { slug: "daniel-wekesa", parish: "St. Mark's Mahiakalo", role: ClergyRole.VICAR, day: "01-15" },
];

/** Seeds the clergy with their postings put into effect, and next year's list of postings. */
export async function seedClergy(services: Services, today: string): Promise<void> {
  const actor = SYSTEM_ACTOR;
  const year = Number(today.slice(0, 4));
  const parishes = await services.parishes.listAll();
  const archdeaconries = await services.archdeaconries.list();
  const placeOf = (place: Place) =>
    "parish" in place
      ? { parishId: String(parishes.find((parish) => parish.name === place.parish)!.id) }
      : "archdeaconry" in place
        ? { archdeaconryId: String(archdeaconries.find((each) => each.name === place.archdeaconry)!.id) }
        : { office: place.office };
  const ids = new Map<string, number>();
  for (const { postings, draft, biographyInKiswahili, ...person } of SAMPLE_CLERGY) {
    const member = await services.clergy.create(actor, {
      ...person,
      status: draft ? "draft" : "published",
      kiswahili: biographyInKiswahili ? [{ field: "biography", text: biographyInKiswahili }] : undefined,
    });
    ids.set(person.slug, member.id);
    for (const { role, roleName, yearsAgo, ...place } of postings) {
      await services.clergyPostings.addPosting(actor, {
        clergyMemberId: String(member.id),
        role,
        roleName,
        startsOn: `${year - yearsAgo}-01-15`,
        ...placeOf(place),
      });
    }
  }
  await services.clergyPostingsTakingEffect.takeEffectDue();
  const list = await services.clergyPostings.createList(actor, {
    title: `Clergy postings ${year + 1}`,
    status: "published",
  });
  for (const { slug, parish, role, day } of NEXT_YEARS_POSTINGS) {
    await services.clergyPostings.addPosting(actor, {
      clergyMemberId: String(ids.get(slug)),
      postingListId: String(list.id),
      role,
      startsOn: `${year + 1}-${day}`,
      ...placeOf({ parish }),
    });
  }
}
