import { sitePaths } from "../site/site-routes.js";

/**
 * The diocese's sample news, oldest first so that the newest lands on top. Names of office
 * holders are left out: staff replace this content with their own.
 */
export const SAMPLE_NEWS: { title: string; body: string; colours: { from: string; to: string } }[] = [
  {
    title: "Youth Camp Brings Together 400 Young People from Every Archdeaconry",
    colours: { from: "#2f855a", to: "#1a365d" },
    body: `<p>More than four hundred young people from every archdeaconry of the diocese gathered for a week-long youth camp organised by the Kenya Anglican Youth Organization (KAYO).</p>
<p>The camp combined Bible study, worship and talks on careers, mental health and responsible use of social media. Young people also took part in a tree-planting exercise and a football tournament won by a team from Vihiga.</p>
<h2>Looking ahead</h2>
<p>Parish youth leaders are asked to send the names of next year's camp coordinators to the KAYO office at the diocesan headquarters in Kakamega.</p>`,
  },
  {
    title: "Mothers Union Conference Calls for Stronger Families",
    colours: { from: "#6b46c1", to: "#2a4365" },
    body: `<p>Members of the Mothers Union from across the diocese met in Kakamega for their annual conference under the theme <em>Building Christ-centred families</em>.</p>
<p>Delegates shared reports on parenting classes, table-banking groups and visits to the sick and elderly. The conference resolved to support widows in every parish with school fees for their children.</p>
<ul>
<li>Parenting seminars in each archdeaconry before Easter</li>
<li>A savings and loans scheme for members</li>
<li>Visits to the children's ward at the county referral hospital</li>
</ul>`,
  },
  {
    title: "Prize-Giving Day Celebrates Top Performers in Diocesan Schools",
    colours: { from: "#c05621", to: "#742a2a" },
    body: `<p>The Education Department held its prize-giving day to honour learners, teachers and schools sponsored by the diocese that excelled in last year's national examinations.</p>
<p>The diocese sponsors 52 primary schools, 24 secondary schools, 6 technical institutions and 4 academies. Awards went to the most improved schools as well as to top candidates.</p>
<p>Parents and sponsors were thanked for standing with the schools, and chaplains were encouraged to continue their pastoral programmes.</p>`,
  },
  {
    title: "Ordination of New Deacons and Priests",
    colours: { from: "#553c9a", to: "#97266d" },
    body: `<p>The diocese rejoiced as new deacons and priests were ordained during a colourful service at the cathedral in Kakamega, attended by clergy, family members and parishioners from all archdeaconries.</p>
<p>In the sermon, the newly ordained were reminded that ordination is a call to serve God's people with humility, integrity and faithfulness.</p>
<p>The new clergy will serve in parishes across Vihiga, Kakamega, Siaya and Bungoma counties.</p>`,
  },
  {
    title: "Diocesan Synod Meets to Chart the Next Two Years",
    colours: { from: "#2c5282", to: "#1a202c" },
    body: `<p>The Diocesan Synod, the highest decision-making organ of the diocese, met for its ordinary session. Synod meets every two years and brings together all canonically resident clergy and two lay representatives from every parish.</p>
<h2>Key resolutions</h2>
<ol>
<li>Adopting the diocesan strategic plan for the coming years</li>
<li>Strengthening the Theological Education by Extension (TEE) programme</li>
<li>Completing the conference centre project</li>
</ol>
<p>The Standing Committee of Synod will follow up on the resolutions between sessions.</p>`,
  },
  {
    title: "Appeal for the Diocesan Conference Centre",
    colours: { from: "#b7791f", to: "#744210" },
    body: `<p>The diocese is building a conference centre in Kakamega to host synods, seminars, retreats and community events, and to earn income for the ministry of the church.</p>
<p>The estimated cost of the project is <strong>KES 600,000,000</strong>. Every parishioner, friend and partner of the diocese is invited to contribute, however small the gift.</p>
<h2>How to give</h2>
<p>Contributions can be sent by mobile money to the diocesan paybill shown on our home page, with the account number given there, or <a href="${sitePaths.give.getHref("diocesan-conference-centre")}">given online</a>. For other ways to give, speak to your vicar or to the diocesan office in Kakamega.</p>`,
  },
];
