/**
 * The bishops of the History page, the present bishop first. Names are placeholders that staff
 * replace; the years and notes come from the diocese's own account of its history.
 */
export const SAMPLE_HISTORY_BISHOPS: { name: string; ordinal: number; yearsServed: string; note: string }[] =
  [
    {
      name: "The Fourth Bishop",
      ordinal: 4,
      yearsServed: "Since 2018",
      note: "Consecrated and enthroned on 10 June 2018.",
    },
    {
      name: "The Third Bishop",
      ordinal: 3,
      yearsServed: "1995–2018",
      note: "Served the diocese from 1995 to 2018.",
    },
    {
      name: "The Second Bishop",
      ordinal: 2,
      yearsServed: "1970–1993",
      note: "Served the diocese from 1970 to 1993.",
    },
    {
      name: "The First Bishop",
      ordinal: 1,
      yearsServed: "Until 1970",
      note: "Became the first African archbishop in 1970.",
    },
  ];

export const SAMPLE_ADMINISTRATIVE_SECRETARY = {
  name: "Name to be added by staff",
  title: "Diocesan Administrative Secretary",
};
