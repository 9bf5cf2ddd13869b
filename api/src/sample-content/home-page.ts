import { SAMPLE_BISHOP } from "./people.js";

/** The carousel's slides, each with the colours of its sample picture. */
export const SAMPLE_SLIDES: { title: string; caption: string; colours: { from: string; to: string } }[] = [
  {
    title: "Welcome to the Diocese",
    caption: "Equipping God's people for wholesome transformation",
    colours: { from: "#553c9a", to: "#1a365d" },
  },
  {
    title: "Build the Conference Centre with Us",
    caption: "Every gift brings the KES 600,000,000 conference centre closer",
    colours: { from: "#b7791f", to: "#744210" },
  },
  {
    title: "Our Schools",
    caption: "52 primary schools, 24 secondary schools, 6 technical institutions and 4 academies",
    colours: { from: "#2f855a", to: "#22543d" },
  },
];

/**
 * The Bishop's message bar: a greeting on the diocese's theme (Nehemiah 2:18) and its appeal, of
 * the kind a bishop sends; staff put the Bishop's own in its place from the dashboard.
 */
export const SAMPLE_BISHOP_MESSAGE = {
  bishopName: SAMPLE_BISHOP,
  heading: "A word from the Bishop",
  message:
    "Grace and peace to you in the name of our Lord Jesus Christ. As we thank God for his faithfulness to our parishes, schools and families, I invite every member of the diocese to pray for one another and to take part in building the Diocesan Conference Centre. Let us arise and build (Nehemiah 2:18), each one giving as the Lord has blessed us.",
};
