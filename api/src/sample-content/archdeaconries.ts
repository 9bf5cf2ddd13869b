/**
 * Archdeaconries and their parishes across Vihiga county and the parts of Kakamega, Siaya and
 * Bungoma counties that the diocese covers. Vicars and phone numbers are left for staff to add.
 */
export const SAMPLE_ARCHDEACONRIES: { name: string; parishes: string[] }[] = [
  {
    name: "Kakamega Central",
    parishes: [
      "Cathedral Parish, Kakamega",
      "St. Peter's Shirere",
      "St. John's Lurambi",
      "St. Mark's Mahiakalo",
      "Christ Church Shitaho",
      "St. Stephen's Milimani",
    ],
  },
  {
    name: "Vihiga",
    parishes: [
      "St. Andrew's Mbale",
      "St. Luke's Chavakali",
      "St. James Majengo",
      "St. Mary's Mudete",
      "St. Paul's Kaimosi",
    ],
  },
  {
    name: "Sabatia",
    parishes: [
      "St. Philip's Wodanga",
      "Emmanuel Church Lyaduywa",
      "St. Barnabas Solongo",
      "St. Stephen's Gisambai",
    ],
  },
  {
    name: "Hamisi",
    parishes: ["St. Thomas Shiru", "Holy Trinity Gambogi", "St. Matthew's Jepkoyai", "St. Mark's Serem"],
  },
  {
    name: "Emuhaya",
    parishes: [
      "St. Peter's Esibuye",
      "St. John's Ebusiratsi",
      "Christ Church Emusire",
      "St. Luke's Ebunangwe",
      "St. Paul's Wekhomo",
      "St. Andrew's Ebukhaya",
      "Good Shepherd Ebusakami",
    ],
  },
  {
    name: "Luanda",
    parishes: ["St. Andrew's Luanda", "St. Martin's Emabungo", "St. Simon's Ekwanda"],
  },
  {
    name: "Ugunja",
    parishes: ["St. Paul's Ugunja", "St. Mary's Sigomere", "St. James Ambira", "St. Joseph's Rang'ala"],
  },
  {
    name: "Webuye",
    parishes: ["St. John's Webuye", "St. Luke's Matulo", "Christ Church Bokoli", "St. Peter's Maraka"],
  },
];

/** Service times as most parishes keep them: a first service in English, then in Kiswahili. */
export const SAMPLE_SERVICE_TIMES =
  "Sunday: 7:30 am (English), 10:00 am (Kiswahili); Wednesday: 5:00 pm (prayer)";
