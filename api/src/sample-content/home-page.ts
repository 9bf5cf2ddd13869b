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
 * The Bishop's message bar. The words are the sample content's own, not the Bishop's: staff put
 * the Bishop's message in its place from the dashboard.
 */
export const SAMPLE_BISHOP_MESSAGE = {
  bishopName: "The Bishop of the Diocese",
  heading: "A word from the Bishop",
  message:
    "This bar carries the Bishop's current message to the diocese. The text you are reading is sample content: diocesan staff replace it with the Bishop's own message from the dashboard, and the newest message is always the one shown here.",
};
