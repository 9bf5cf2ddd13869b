/**
 * The boards and committees of the sample diocese (issue #21). The names are invented but
 * plausible; staff replace them with the real members. A member's `parish` is a sample parish's
 * slug.
 */
interface SampleMember {
  name: string;
  title: string;
  titleInKiswahili: string;
  parish?: string;
}

interface SampleCommittee {
  name: string;
  description: string;
  kiswahili: { name: string; description: string };
  term: { termStartMonth: number; termStartYear: number; termEndMonth: number; termEndYear: number };
  isStandingCommittee: boolean;
  members: SampleMember[];
}

const CHAIRMAN = { title: "Chairman", titleInKiswahili: "Mwenyekiti" };
const SECRETARY = { title: "Secretary", titleInKiswahili: "Katibu" };
const TREASURER = { title: "Treasurer", titleInKiswahili: "Mweka Hazina" };
const MEMBER = { title: "Member", titleInKiswahili: "Mjumbe" };

export const SAMPLE_COMMITTEES: SampleCommittee[] = [
  {
    name: "Diocesan Standing Committee",
    description:
      "Acts for the Synod between its sessions: it oversees the diocese's finances, property and staff, and carries out the Synod's decisions.",
    kiswahili: {
      name: "Kamati ya Kudumu ya Dayosisi",
      description:
        "Hufanya kazi kwa niaba ya Sinodi kati ya vikao vyake: husimamia fedha, mali na watumishi wa Dayosisi, na kutekeleza maamuzi ya Sinodi.",
    },
    term: { termStartMonth: 9, termStartYear: 2019, termEndMonth: 8, termEndYear: 2021 },
    isStandingCommittee: true,
    members: [
      { name: "The Rt. Rev. Bishop of Kakamega", ...CHAIRMAN },
      {
        name: "Mr. Wycliffe Shikuku",
        title: "Vice Chairman",
        titleInKiswahili: "Makamu Mwenyekiti",
        parish: "st-andrews-mbale",
      },
      { name: "The Ven. Esther Mukabane", ...SECRETARY, parish: "cathedral-parish-kakamega" },
      { name: "Mrs. Janet Atieno Oduor", ...TREASURER, parish: "st-peters-shirere" },
      { name: "The Ven. Samuel Kisia", ...MEMBER, parish: "st-lukes-chavakali" },
      { name: "Mr. Fredrick Amwayi", ...MEMBER, parish: "st-johns-lurambi" },
      { name: "Mrs. Beatrice Ingaji", ...MEMBER, parish: "st-marys-mudete" },
    ],
  },
  {
    name: "Board of Education",
    description:
      "Looks after the schools the diocese sponsors: their chaplaincies, Christian Religious Education and the boards of management it names.",
    kiswahili: {
      name: "Bodi ya Elimu",
      description:
        "Husimamia shule zinazofadhiliwa na Dayosisi: huduma za uchungaji shuleni, Elimu ya Dini ya Kikristo na bodi za usimamizi inazoteua.",
    },
    term: { termStartMonth: 1, termStartYear: 2024, termEndMonth: 12, termEndYear: 2026 },
    isStandingCommittee: false,
    members: [
      { name: "Dr. Caroline Makokha", ...CHAIRMAN, parish: "st-stephens-milimani" },
      { name: "Rev. Canon Peter Lumbasi", ...SECRETARY, parish: "st-andrews-mbale" },
      { name: "Mr. Geoffrey Mmbwanga", ...MEMBER, parish: "christ-church-shitaho" },
      { name: "Mrs. Lilian Vugutsa", ...MEMBER },
    ],
  },
  {
    name: "Finance Committee",
    description:
      "Prepares the diocese's budget for the Standing Committee, watches its accounts and the parishes' contributions, and advises on investments.",
    kiswahili: {
      name: "Kamati ya Fedha",
      description:
        "Huandaa bajeti ya Dayosisi kwa ajili ya Kamati ya Kudumu, hufuatilia hesabu zake na michango ya parokia, na kushauri kuhusu uwekezaji.",
    },
    term: { termStartMonth: 9, termStartYear: 2024, termEndMonth: 8, termEndYear: 2027 },
    isStandingCommittee: false,
    members: [
      { name: "CPA Joseph Mulama", ...CHAIRMAN, parish: "cathedral-parish-kakamega" },
      { name: "Mrs. Janet Atieno Oduor", ...TREASURER, parish: "st-peters-shirere" },
      { name: "Mr. Dennis Ambani", ...SECRETARY },
      { name: "Rev. Mary Khavere", ...MEMBER, parish: "st-peters-shirere" },
    ],
  },
];
