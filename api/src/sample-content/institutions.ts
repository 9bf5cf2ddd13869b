import type { InstitutionKind } from "../site/institution-kinds.js";
import type { Colours } from "./sample-images.js";

/** A sample institution: sponsored by the sample parish of `parish` (its slug), placed near it. */
export interface SampleInstitution {
  name: string;
  kind: InstitutionKind;
  parish: string;
  town: string;
  latitude: number;
  longitude: number;
  headName?: string;
  headTitle?: string;
  phone?: string;
  email?: string;
  website?: string;
  history?: string;
  /** The Kiswahili of its head's title and history. */
  kiswahili?: { headTitle?: string; history?: string };
  /** Its chaplain: the slug of a published sample member of the clergy (clergy.ts). */
  chaplain?: string;
  /** The colours of its sample picture, for the few that show one. */
  colours?: Colours;
}

const institution = (
  name: string,
  kind: InstitutionKind,
  parish: string,
  town: string,
  [latitude, longitude]: [number, number],
  extra: Partial<SampleInstitution> = {},
): SampleInstitution => ({ name, kind, parish, town, latitude, longitude, ...extra });

const HEAD_TEACHER = { headTitle: "Head teacher", kiswahili: { headTitle: "Mwalimu mkuu" } };
const PRINCIPAL = { headTitle: "Principal", kiswahili: { headTitle: "Mkuu wa shule" } };

/**
 * The schools, colleges and hospitals the sample parishes sponsor, as a diocese of western Kenya
 * does: primary schools beside village churches, secondary schools in the towns, a mission
 * hospital in Kakamega. Placed a few hundred metres from their parish's church.
 */
export const SAMPLE_INSTITUTIONS: SampleInstitution[] = [
  institution(
    "Kakamega ACK Primary School",
    "PRIMARY_SCHOOL",
    "cathedral-parish-kakamega",
    "Kakamega",
    [0.2851, 34.754],
    {
      headName: "Mrs. Agnes Shikuku",
      ...HEAD_TEACHER,
      phone: "+254 712 000 111",
    },
  ),
  institution(
    "ACK St. Luke's Mission Hospital, Kakamega",
    "HOSPITAL",
    "cathedral-parish-kakamega",
    "Kakamega",
    [0.2874, 34.7566],
    {
      headName: "Dr. Wycliffe Ambani",
      headTitle: "Medical superintendent",
      phone: "+254 712 000 119",
      chaplain: "daniel-wekesa",
      history:
        "The hospital grew from a dispensary the mission opened beside the cathedral in 1952.\n\nIt now has 120 beds, a maternity wing and a school of nursing.",
      kiswahili: {
        headTitle: "Msimamizi wa matibabu",
        history:
          "Hospitali ilianza kama zahanati iliyofunguliwa na misheni kando ya kanisa kuu mwaka 1952.\n\nSasa ina vitanda 120, wodi ya wazazi na chuo cha uuguzi.",
      },
      colours: { from: "#2f855a", to: "#1c4532" },
    },
  ),
  institution(
    "Milimani ACK Secondary School",
    "SECONDARY_SCHOOL",
    "st-stephens-milimani",
    "Milimani, Kakamega",
    [0.2772, 34.7601],
    {
      headName: "Mr. Daniel Mukhwana",
      ...PRINCIPAL,
      phone: "+254 712 000 112",
      history:
        "Founded by the parish in 1968 as a harambee school, it became a public secondary school sponsored by the church in 1974.",
      kiswahili: {
        ...PRINCIPAL.kiswahili,
        history:
          "Ilianzishwa na parokia mwaka 1968 kama shule ya harambee, ikawa shule ya sekondari ya umma inayofadhiliwa na kanisa mwaka 1974.",
      },
      colours: { from: "#2b6cb0", to: "#1a365d" },
    },
  ),
  institution(
    "Shirere ACK Girls' Secondary School",
    "SECONDARY_SCHOOL",
    "st-peters-shirere",
    "Shirere",
    [0.2982, 34.7731],
    {
      chaplain: "mary-khavere",
      headName: "Mrs. Grace Anyika",
      ...PRINCIPAL,
    },
  ),
  institution(
    "Lurambi ACK Primary School",
    "PRIMARY_SCHOOL",
    "st-johns-lurambi",
    "Lurambi",
    [0.3035, 34.7597],
    {
      headName: "Mr. Fredrick Oduor",
      ...HEAD_TEACHER,
    },
  ),
  institution(
    "Mahiakalo ACK Primary School",
    "PRIMARY_SCHOOL",
    "st-marks-mahiakalo",
    "Mahiakalo",
    [0.3316, 34.7404],
  ),
  institution(
    "Shitaho ACK Boys' High School",
    "SECONDARY_SCHOOL",
    "christ-church-shitaho",
    "Shitaho",
    [0.2424, 34.7117],
    {
      headName: "Mr. Jared Wekesa",
      ...PRINCIPAL,
    },
  ),
  institution(
    "St. Andrew's Mbale Primary School",
    "PRIMARY_SCHOOL",
    "st-andrews-mbale",
    "Mbale",
    [0.0838, 34.7212],
  ),
  institution(
    "Chavakali ACK Secondary School",
    "SECONDARY_SCHOOL",
    "st-lukes-chavakali",
    "Chavakali",
    [0.0679, 34.8015],
    {
      headName: "Mrs. Lilian Muhonja",
      ...PRINCIPAL,
    },
  ),
  institution(
    "Kaimosi ACK Technical Institute",
    "TECHNICAL_INSTITUTE",
    "st-pauls-kaimosi",
    "Kaimosi",
    [0.1262, 34.8461],
    {
      headName: "Eng. Titus Lugalia",
      headTitle: "Principal",
      kiswahili: PRINCIPAL.kiswahili,
      chaplain: "grace-nabwire",
    },
  ),
  institution(
    "Esibuye ACK Primary School",
    "PRIMARY_SCHOOL",
    "st-peters-esibuye",
    "Esibuye",
    [0.0409, 34.6214],
  ),
  institution(
    "Emusire ACK Girls' Secondary School",
    "SECONDARY_SCHOOL",
    "christ-church-emusire",
    "Emusire",
    [0.0212, 34.6513],
  ),
  institution("Luanda ACK Health Centre", "HEALTH_CENTRE", "st-andrews-luanda", "Luanda", [0.0321, 34.6644], {
    headName: "Sister Ruth Akinyi",
    headTitle: "Nurse in charge",
    kiswahili: { headTitle: "Muuguzi mkuu" },
  }),
  institution("Ugunja ACK Primary School", "PRIMARY_SCHOOL", "st-pauls-ugunja", "Ugunja", [0.1856, 34.2929]),
  institution(
    "Webuye ACK Secondary School",
    "SECONDARY_SCHOOL",
    "st-johns-webuye",
    "Webuye",
    [0.6085, 34.7724],
    {
      headName: "Mr. Isaac Barasa",
      ...PRINCIPAL,
    },
  ),
];
