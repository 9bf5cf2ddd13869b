/*
 * The people of the sample diocese. Their names are invented but of the kind a diocese in western
 * Kenya has, and each office holder has one name wherever they appear (the Bishop preaches, chairs
 * the Standing Committee and writes the message bar); staff put the real ones in their place.
 */

/** The present bishop: the History page's fourth, the message bar's and the Standing Committee's chair. */
export const SAMPLE_BISHOP = "The Rt. Rev. Dr. Nathan Lusweti";

/** The Diocesan Administrative Secretary, who is also the Standing Committee's secretary. */
export const SAMPLE_SECRETARY = "The Ven. Esther Mukabane";

/**
 * The bishops of the History page, the present bishop first. The first is Festo Olang', who became
 * the first African archbishop in 1970, as the History page tells; the years and notes come from
 * the diocese's own account of its history.
 */
export const SAMPLE_HISTORY_BISHOPS: { name: string; ordinal: number; yearsServed: string; note: string }[] =
  [
    {
      name: SAMPLE_BISHOP,
      ordinal: 4,
      yearsServed: "Since 2018",
      note: "Consecrated and enthroned on 10 June 2018.",
    },
    {
      name: "The Rt. Rev. Dr. Isaiah Khaemba",
      ordinal: 3,
      yearsServed: "1995–2018",
      note: "Served the diocese from 1995 to 2018.",
    },
    {
      name: "The Rt. Rev. Hezekiah Ambundo",
      ordinal: 2,
      yearsServed: "1970–1993",
      note: "Served the diocese from 1970 to 1993.",
    },
    {
      name: "The Most Rev. Festo Olang'",
      ordinal: 1,
      yearsServed: "Until 1970",
      note: "Became the first African archbishop in 1970.",
    },
  ];

export const SAMPLE_ADMINISTRATIVE_SECRETARY = {
  name: SAMPLE_SECRETARY,
  title: "Diocesan Administrative Secretary",
};
