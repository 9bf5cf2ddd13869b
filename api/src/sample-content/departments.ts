/**
 * The eight departments of the Departments menu, in its order, with the routes of the old site
 * as their slugs, and their heads: invented names (the Mothers Union's president is the Bishop's
 * wife, as is the custom) with the usual titles.
 */
export const SAMPLE_DEPARTMENTS: {
  slug: string;
  name: string;
  headName: string;
  headTitle: string;
  imageCaption: string;
  colours: { from: string; to: string };
  body: string;
}[] = [
  {
    slug: "mothers-union",
    name: "Mothers Union",
    headName: "Mrs. Rose Lusweti",
    headTitle: "Diocesan Mothers Union President",
    imageCaption: "Members of the Mothers Union at an archdeaconry rally",
    colours: { from: "#6b46c1", to: "#44337a" },
    body: `<p>The Mothers Union brings together Christian women of every parish to strengthen marriage and family life, care for those in need and share the love of Christ in word and deed.</p>
<h2>What we do</h2>
<ul>
<li>Parenting and marriage enrichment seminars in every archdeaconry</li>
<li>Table-banking and savings groups that help members start small businesses</li>
<li>Visits to the sick, the elderly, widows and children's homes</li>
<li>Prayer and Bible study in parish branches every week</li>
</ul>
<p>Branches meet in each parish. To join, speak to the Mothers Union leader of your parish or to the diocesan office in Kakamega.</p>`,
  },
  {
    slug: "kama",
    name: "Kenya Anglican Men Mission",
    headName: "Mr. Fredrick Amwayi",
    headTitle: "Diocesan KAMA Chairman",
    imageCaption: "KAMA members at a men's fellowship day",
    colours: { from: "#2c5282", to: "#1a365d" },
    body: `<p>The Kenya Anglican Men Mission (KAMA) calls the men of the church to be faithful husbands and fathers, servants of their communities and active supporters of their parishes.</p>
<p>KAMA branches meet for prayer and fellowship, mentor boys and young men, and lead the men of the diocese in giving towards church projects such as the conference centre.</p>
<h2>Get involved</h2>
<p>Every man who is a communicant member of the church is welcome. Ask for the KAMA chairman of your parish, or come to the next archdeaconry men's fellowship day.</p>`,
  },
  {
    slug: "kayo",
    name: "Kenya Anglican Youth Organization",
    headName: "Rev. Brian Wekesa",
    headTitle: "Diocesan Youth Coordinator",
    imageCaption: "Young people at the annual KAYO youth camp",
    colours: { from: "#2f855a", to: "#1c4532" },
    body: `<p>The Kenya Anglican Youth Organization (KAYO) nurtures young people in faith and leadership. It brings together youth of every parish for worship, Bible study, service and sport.</p>
<h2>Programmes</h2>
<ul>
<li>The annual youth camp for young people from every archdeaconry</li>
<li>Mentorship on careers, mental health and responsible use of social media</li>
<li>Tree planting and community service days</li>
<li>Music, drama and sports tournaments between parishes</li>
</ul>
<p>Parish youth leaders coordinate KAYO in each parish and report to the diocesan youth office.</p>`,
  },
  {
    slug: "children-ministry",
    name: "Children Ministry",
    headName: "Mrs. Lilian Vugutsa",
    headTitle: "Diocesan Children's Ministry Coordinator",
    imageCaption: "Sunday school children at a parish service",
    colours: { from: "#dd6b20", to: "#9c4221" },
    body: `<p>The Children Ministry helps parishes bring up children who know and love God. It trains Sunday school teachers, prepares teaching materials and organises children's events across the diocese.</p>
<p>Each year the ministry holds a children's holiday Bible club in every archdeaconry and a diocesan children's day with songs, memory verses and games.</p>
<p>Parishes that would like training for their Sunday school teachers can contact the diocesan office.</p>`,
  },
  {
    slug: "education",
    name: "Education",
    headName: "Mr. Geoffrey Mmbwanga",
    headTitle: "Diocesan Education Secretary",
    imageCaption: "Learners at a school sponsored by the diocese",
    colours: { from: "#c05621", to: "#7b341e" },
    body: `<p>The Education Department oversees the schools and colleges that the diocese sponsors and the pastoral care of their learners and staff.</p>
<h2>Our institutions</h2>
<ul>
<li>52 primary schools</li>
<li>24 secondary schools</li>
<li>6 technical institutions</li>
<li>4 academies</li>
</ul>
<p>The department works with school boards, chaplains and parents to keep our schools centres of sound learning and Christian values, and it honours the best learners, teachers and schools every year on Education Day.</p>`,
  },
  {
    slug: "tee",
    name: "Theological Education by Extension",
    headName: "Rev. Canon Dorcas Inyangala",
    headTitle: "Diocesan TEE Coordinator",
    imageCaption: "A TEE study group meeting in a parish",
    colours: { from: "#285e61", to: "#1d4044" },
    body: `<p>Theological Education by Extension (TEE) equips clergy and lay leaders for ministry through study in their own parishes, without leaving their families and work.</p>
<p>Study groups meet weekly with a trained tutor and work through courses on the Bible, Christian doctrine, preaching and pastoral care. Lay readers, evangelists and church elders are especially encouraged to enrol.</p>`,
  },
  {
    slug: "music",
    name: "Music",
    headName: "Mr. Isaac Anyira",
    headTitle: "Diocesan Director of Music",
    imageCaption: "A parish choir at the diocesan music festival",
    colours: { from: "#97266d", to: "#521b41" },
    body: `<p>The Music Department supports worship in the parishes. It trains choirs, organists and worship leaders and holds an annual diocesan music festival at which parish choirs present hymns and songs in English, Kiswahili and local languages.</p>
<p>Choir leaders can ask the department for training days in their archdeaconry.</p>`,
  },
  {
    slug: "mission-department",
    name: "Mission Department",
    headName: "Rev. Evans Barasa",
    headTitle: "Diocesan Missions Coordinator",
    imageCaption: "Evangelists on a mission week in a village",
    colours: { from: "#2b6cb0", to: "#2a4365" },
    body: `<p>The Mission Department leads the diocese in sharing the gospel in word and deed, in towns, villages, schools and markets.</p>
<p>An evangelist team of 10 to 15 serves across the archdeaconries. It holds mission weeks with parishes, plants new congregations and follows up new believers until they join a parish fellowship.</p>
<h2>Support the mission</h2>
<p>Parishes that would like to host a mission week can write to the diocesan office in Kakamega.</p>`,
  },
];
